import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { createNodesV2 } from './nx-project-targets.mjs';

const [, createNodes] = createNodesV2;
const packageJsonPaths = globSync(
  ['package.json', 'apps/*/package.json', 'libs/**/package.json', 'tools/*/package.json'],
  {
    ignore: ['**/node_modules/**'],
  },
);
const projects = new Map(
  createNodes(packageJsonPaths, undefined, { workspaceRoot: process.cwd() }).map(
    ([path, { projects: byRoot }]) => [path, Object.values(byRoot)[0]!.targets] as const,
  ),
);

describe('per-project Nx targets', () => {
  it('gives every workspace package with sources its own lint and test', () => {
    for (const path of [
      'libs/features/webhooks/api/package.json',
      'libs/platform/db/package.json',
      'apps/api/package.json',
    ]) {
      expect(Object.keys(projects.get(path) ?? {})).toEqual(['lint', 'test']);
    }
    expect(projects.size).toBeGreaterThan(50);
  });

  it('leaves out the workspace root and the browser journeys, which npm test runs whole', () => {
    expect(projects.has('package.json')).toBe(false);
    expect(projects.has('apps/web-e2e/package.json')).toBe(false);
  });

  it('runs the package alone, cached on its files, its dependencies’ files and the shared configuration', () => {
    const targets = projects.get('libs/features/webhooks/api/package.json')!;
    expect(targets.test!.command).toBe('vitest run libs/features/webhooks/api/ --passWithNoTests');
    expect(targets.lint!.command).toBe('eslint libs/features/webhooks/api --max-warnings=0');
    expect(targets.test!.inputs).toEqual(['default', '^default', 'testConfiguration']);
    expect(targets.lint!.inputs).toEqual(['default', '^default', 'lintConfiguration']);
  });
});
