import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { globSync } from 'tinyglobby';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * One Vitest run, one project per workspace package (DESIGN §10). A package tagged for the
 * browser side runs in jsdom with the vanilla-extract and React plugins; the rest run in node.
 */
const workspacePackages = globSync(['apps/*/package.json', 'libs/**/package.json', 'tools/*/package.json'], {
  ignore: ['**/node_modules/**'],
});

function projectFor(packageJsonPath: string): TestProjectInlineConfiguration | undefined {
  const root = dirname(packageJsonPath);
  if (root === 'apps/web-e2e') return undefined;
  const manifest = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as {
    name: string;
    nx?: { tags?: string[] };
  };
  const tags = manifest.nx?.tags ?? [];
  const runsInBrowser = tags.includes('side:client') || tags.includes('type:web');
  return {
    plugins: runsInBrowser ? [vanillaExtractPlugin(), react()] : [],
    test: {
      name: manifest.name,
      root,
      include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
      environment: runsInBrowser ? 'jsdom' : 'node',
      setupFiles: runsInBrowser ? [`${process.cwd()}/tools/testing/dom-setup.ts`] : [],
      globalSetup: runsInBrowser ? [] : [`${process.cwd()}/tools/testing/global-setup.ts`],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      ...workspacePackages.map(projectFor).filter((project) => project !== undefined),
      {
        plugins: [vanillaExtractPlugin(), react()],
        test: {
          name: 'stories',
          include: ['.storybook/stories.test.tsx'],
          environment: 'jsdom',
          setupFiles: [`${process.cwd()}/tools/testing/dom-setup.ts`],
          testTimeout: 30_000,
        },
      },
    ],
    reporters: ['default', 'json'],
    outputFile: { json: 'dist/test-results/vitest.json' },
  },
});
