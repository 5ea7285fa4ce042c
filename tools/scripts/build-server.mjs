import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { build } from 'esbuild';
import {
  serverProgramSources,
  serverProgramsDirectory,
} from '../workspace-checks/src/server-programs.mjs';

/**
 * Builds the server programs once into dist/server as plain JavaScript for `node` (DESIGN §4,
 * docs/decisions.md D56): the API, the mail worker and the migration job. Our workspace packages
 * are TypeScript and are bundled in; npm packages stay external and load from node_modules, so
 * native addons, embedded PostgreSQL's binaries and pino's worker threads find their files.
 * An npm package the server imports must be a production dependency: the image installs no others.
 */
const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const productionDependencies = new Set(Object.keys(manifest.dependencies));
const nodeBuiltins = new Set(builtinModules);
const missingFromProduction = new Set();

function packageNameOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const npmPackagesStayExternal = {
  name: 'npm-packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) => {
      if (path.startsWith('@facet/')) return undefined;
      const name = packageNameOf(path.replace(/^node:/, ''));
      if (
        !path.startsWith('node:') &&
        !nodeBuiltins.has(name) &&
        !productionDependencies.has(name)
      ) {
        missingFromProduction.add(name);
      }
      return { path, external: true };
    });
  },
};

const started = Date.now();
const result = await build({
  entryPoints: serverProgramSources,
  outdir: serverProgramsDirectory,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  // The logs' stack traces name our source files; the code stays readable for a hotfix review.
  minify: false,
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
  plugins: [npmPackagesStayExternal],
});

if (missingFromProduction.size) {
  console.error(
    `The server imports packages that are not production dependencies: ${[...missingFromProduction].join(', ')}`,
  );
  process.exit(1);
}
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.mjs'))
  .reduce((total, [, output]) => total + output.bytes, 0);
console.log(
  `Built ${Object.keys(serverProgramSources).length} server programs into ${serverProgramsDirectory} (${(bytes / 1024).toFixed(0)} KiB) in ${Date.now() - started} ms`,
);
