import { readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';

const workspaceRoot = new URL('../../..', import.meta.url).pathname;

/**
 * Every feature injects its calls into the one RTK Query api; two endpoints of the same name
 * would silently share one definition, and a screen would call the other feature's route.
 */
describe('RTK Query endpoint names', () => {
  it('are unique across the features', () => {
    const owners = new Map<string, string[]>();
    const files = globSync(['libs/**/src/**/*.{ts,tsx}'], {
      cwd: workspaceRoot,
      ignore: ['**/node_modules/**', '**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    });
    for (const file of files) {
      const source = readFileSync(`${workspaceRoot}${file}`, 'utf8');
      if (!source.includes('injectEndpoints')) continue;
      for (const match of source.matchAll(/^\s+(\w+): build\.(?:query|mutation)/gm)) {
        const name = match[1]!;
        owners.set(name, [...(owners.get(name) ?? []), file]);
      }
    }
    const duplicated = [...owners].filter(([, files]) => files.length > 1);
    expect(owners.size).toBeGreaterThan(20);
    expect(duplicated).toEqual([]);
  });
});
