// CommonJS because Nx loads local generators with require().
const { execSync } = require('node:child_process');
const { formatFiles, generateFiles, joinPathFragments, names } = require('@nx/devkit');

const apiServer = 'apps/api/src/server.ts';
const apiProblems = 'apps/api/src/problems-by-plugin.ts';
const webAreas = 'apps/web/src/app/signed-in-areas.tsx';

/** `source` with `text` inserted at `index`. */
function insertAt(source, index, text) {
  return source.slice(0, index) + text + source.slice(index);
}

/** The index just after the last import from a package whose name ends with `suffix`. */
function afterLastImportOf(source, suffix, file) {
  const imports = [...source.matchAll(new RegExp(`from '@facet/[\\w-]+${suffix}';\\n`, 'g'))];
  const last = imports.at(-1);
  if (!last) throw new Error(`${file} imports no @facet/*${suffix} package to register beside`);
  return last.index + last[0].length;
}

/** The index of the `]` that closes the array opening at `open`. */
function closingBracket(source, open) {
  let depth = 0;
  for (let index = open; index < source.length; index += 1) {
    if (source[index] === '[') depth += 1;
    if (source[index] === ']' && --depth === 0) return index;
  }
  throw new Error('unbalanced brackets');
}

/** The index of the `]` closing the array that follows `anchor`, which must occur once. */
function endOfArrayAfter(source, anchor, file) {
  const start = source.indexOf(anchor);
  if (start < 0) throw new Error(`${file} no longer has "${anchor}"; register the feature by hand`);
  return closingBracket(source, source.indexOf('[', start));
}

/** Registers the api plugin in the deployment, before the OpenAPI description that lists routes. */
function registerApiPlugin(tree, featureNames) {
  if (!tree.exists(apiServer)) return;
  const plugin = `${featureNames.propertyName}Plugin`;
  let source = tree.read(apiServer, 'utf8');
  source = insertAt(
    source,
    afterLastImportOf(source, '-api', apiServer),
    `import { ${plugin} } from '@facet/${featureNames.fileName}-api';\n`,
  );
  const anchor = '  if (publishesDescription) {';
  const at = source.indexOf(anchor);
  if (at < 0)
    throw new Error(`${apiServer} no longer has "${anchor}"; register the plugin by hand`);
  source = insertAt(source, at, `  await server.register({ plugin: ${plugin} });\n`);
  tree.write(apiServer, source);
}

/** Maps the plugin to its domain's problems, which /api/docs lists per route (D86). */
function registerProblems(tree, featureNames) {
  if (!tree.exists(apiProblems)) return;
  const problems = `${featureNames.propertyName}Problems`;
  let source = tree.read(apiProblems, 'utf8');
  source = insertAt(
    source,
    afterLastImportOf(source, '-domain', apiProblems),
    `import { ${problems} } from '@facet/${featureNames.fileName}-domain';\n`,
  );
  const anchor = 'export const problemsByPlugin: ProblemsByPlugin = {';
  const start = source.indexOf(anchor);
  if (start < 0)
    throw new Error(`${apiProblems} no longer has "${anchor}"; map the problems by hand`);
  const end = source.indexOf('\n};', start);
  source = insertAt(source, end, `\n  'facet-${featureNames.fileName}': [${problems}],`);
  tree.write(apiProblems, source);
}

/** Adds the catalogue to `areaCatalogues` and the routes to the signed-in pages of `areaRoutes`. */
function registerWebArea(tree, featureNames) {
  if (!tree.exists(webAreas)) return;
  const catalogue = `${featureNames.propertyName}Catalogue`;
  const routes = `${featureNames.propertyName}Routes`;
  let source = tree.read(webAreas, 'utf8');
  source = insertAt(
    source,
    afterLastImportOf(source, '-web', webAreas),
    `import { ${catalogue}, ${routes} } from '@facet/${featureNames.fileName}-web';\n`,
  );
  const pageRoutesEnd = endOfArrayAfter(source, 'element: <PageContainer />', webAreas);
  source = insertAt(source, pageRoutesEnd, `  ...${routes}({ requireUser }),\n        `);
  const cataloguesEnd = endOfArrayAfter(source, 'export const areaCatalogues', webAreas);
  source = insertAt(source, cataloguesEnd, `  ${catalogue},\n`);
  tree.write(webAreas, source);
}

/**
 * Scaffolds libs/features/<name>/{domain,api,web} as a working slice: a schema and its test; an
 * api plugin with a route (defineRoute), its service and a server.inject test; endpoints, a
 * container, a view with a story per screen state, routes and a catalogue in en, es and pt.
 * Registers the plugin in the api server, its problems in /api/docs' map, and the catalogue and
 * routes in the web app's signed-in areas.
 */
async function featureGenerator(tree, options) {
  const featureNames = names(options.name);
  const layers =
    options.layers && options.layers.length ? options.layers : ['domain', 'api', 'web'];
  const root = joinPathFragments('libs/features', featureNames.fileName);
  if (tree.exists(root)) throw new Error(`${root} already exists`);
  for (const layer of layers) {
    generateFiles(
      tree,
      joinPathFragments(__dirname, 'files', layer),
      joinPathFragments(root, layer),
      {
        ...featureNames,
        tmpl: '',
      },
    );
  }
  if (layers.includes('api')) registerApiPlugin(tree, featureNames);
  if (layers.includes('api') && layers.includes('domain')) registerProblems(tree, featureNames);
  if (layers.includes('web')) registerWebArea(tree, featureNames);
  if (!options.skipFormat) await formatFiles(tree);
  // npm links the new packages into node_modules, which is how every import of them resolves.
  return () => execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
}

module.exports = featureGenerator;
module.exports.default = featureGenerator;
