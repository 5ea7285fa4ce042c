import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { globSync } from 'tinyglobby';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * One Vitest run in a project per side (DESIGN §10, docs/decisions.md D58): the packages tagged
 * for the browser side and the stories run in jsdom with the vanilla-extract and React plugins,
 * the rest in node. A project per side, not per package, transforms each shared module once and,
 * on the server side, imports it once per worker instead of once per file. One package's tests:
 * `npx vitest run libs/features/webhooks/api/` (or `npx nx run @facet/webhooks-api:test`).
 */
const workspacePackages = globSync(
  ['apps/*/package.json', 'libs/**/package.json', 'tools/*/package.json'],
  {
    ignore: ['**/node_modules/**', 'apps/web-e2e/**'],
  },
);

function runsInBrowser(packageJsonPath: string): boolean {
  const manifest = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as {
    nx?: { tags?: string[] };
  };
  const tags = manifest.nx?.tags ?? [];
  return tags.includes('side:client') || tags.includes('type:web');
}

function testFilesOf(packageJsonPaths: readonly string[]): string[] {
  return globSync(
    packageJsonPaths.flatMap((path) => {
      const root = dirname(path);
      return [`${root}/src/**/*.test.{ts,tsx}`, `${root}/tests/**/*.test.{ts,tsx}`];
    }),
  );
}

/**
 * A file that replaces or reloads modules (`vi.mock`, `vi.doMock`, `vi.resetModules`) needs a
 * module registry of its own: in a shared one the real module may be loaded already.
 */
function replacesModules(testFile: string): boolean {
  return /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(testFile, 'utf8'));
}

// The stories are checked in parts (.storybook/story-checks.tsx) among the other files.
const browserSideFiles = [
  ...testFilesOf(workspacePackages.filter(runsInBrowser)),
  ...globSync('.storybook/stories-*.test.tsx'),
];
const serverSideFiles = testFilesOf(workspacePackages.filter((path) => !runsInBrowser(path)));

const domSetup = `${process.cwd()}/tools/testing/dom-setup.ts`;
const browserPlugins = [vanillaExtractPlugin(), react()];

/**
 * A side's files in a project that shares one module registry (and, in jsdom, one document) per
 * worker, and those that replace modules in an isolated project beside it.
 */
function sideProjects(
  name: string,
  files: readonly string[],
  settings: Omit<TestProjectInlineConfiguration['test'] & object, 'name' | 'include' | 'isolate'>,
  plugins: TestProjectInlineConfiguration['plugins'] = [],
): TestProjectInlineConfiguration[] {
  const shared = files.filter((file) => !replacesModules(file));
  const isolated = files.filter(replacesModules);
  return [
    { plugins, test: { ...settings, name, include: shared, isolate: false } },
    ...(isolated.length
      ? [{ plugins, test: { ...settings, name: `${name}, isolated`, include: isolated } }]
      : []),
  ];
}

export default defineConfig({
  test: {
    projects: [
      // One document and one module registry per worker, cleaned after each file by the set-up
      // file: a jsdom and the design system's modules per file cost more than the tests.
      ...sideProjects(
        'browser side',
        browserSideFiles,
        {
          environment: 'jsdom',
          setupFiles: [domSetup],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
        browserPlugins,
      ),
      // Each file builds its own server on its own database; the modules they import are loaded
      // once per worker instead of once per file.
      ...sideProjects('server side', serverSideFiles, {
        environment: 'node',
        globalSetup: [`${process.cwd()}/tools/testing/global-setup.ts`],
        testTimeout: 30_000,
        hookTimeout: 60_000,
      }),
    ],
    // Three workers on two cores: the tests wait on PostgreSQL and Chromium, which work outside
    // the workers (D58: 391 s with two, 319 s with three).
    maxWorkers: 3,
    // The floor of the feature API and domain sources' coverage by the server side's tests (run
    // with --coverage by tools/scripts/unit-tests.mjs): today's level, never to fall (D59).
    coverage: {
      provider: 'v8',
      include: ['libs/features/*/api/src/**/*.ts', 'libs/features/*/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/testing.ts', '**/testing/**'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'dist/test-results/coverage',
      thresholds: { statements: 96.5, branches: 87.5 },
    },
    reporters: ['default', 'json'],
    outputFile: { json: 'dist/test-results/vitest.json' },
  },
});
