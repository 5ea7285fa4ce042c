import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * A local Nx plugin: every workspace package gets its own `lint`, `typecheck` and `test`
 * targets, cached on its own files, its dependencies' files and the shared configuration, so
 * `nx affected -t lint typecheck test` re-runs what a change can reach and nothing else
 * (docs/decisions.md D57). `npm test` still runs the whole workspace in one ESLint, one
 * typecheck and one Vitest run (tools/checks/project.json): on two cores that is faster than
 * dozens of separate runs.
 */
const ignoredRoots = new Set(['.', 'apps/web-e2e']);

function targetsFor(root) {
  return {
    lint: {
      command: `eslint ${root} --max-warnings=0`,
      options: { cwd: '{workspaceRoot}' },
      cache: true,
      inputs: ['default', '^default', 'lintConfiguration'],
    },
    typecheck: {
      command: `node tools/workspace-checks/src/typecheck-package.mjs ${root}`,
      options: { cwd: '{workspaceRoot}' },
      cache: true,
      inputs: ['default', '^default', 'sharedConfiguration'],
    },
    test: {
      command: `vitest run ${root}/ --passWithNoTests`,
      options: { cwd: '{workspaceRoot}' },
      cache: true,
      inputs: ['default', '^default', 'testConfiguration'],
    },
  };
}

export const createNodesV2 = [
  '**/package.json',
  (packageJsonPaths, _options, context) =>
    packageJsonPaths.flatMap((packageJsonPath) => {
      const root = dirname(packageJsonPath);
      if (ignoredRoots.has(root) || packageJsonPath.includes('node_modules')) return [];
      if (!existsSync(join(context.workspaceRoot, root, 'src'))) return [];
      return [[packageJsonPath, { projects: { [root]: { targets: targetsFor(root) } } }]];
    }),
];
