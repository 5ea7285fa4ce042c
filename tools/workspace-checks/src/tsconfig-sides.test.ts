import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { globSync } from 'tinyglobby';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const workspaceRoot = new URL('../../..', import.meta.url).pathname;

/** The files each per-side program (tsconfig.<side>.json) checks, as tsc lists them. */
function filesOf(side: string): Set<string> {
  const configFile = join(workspaceRoot, `tsconfig.${side}.json`);
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile) as { config: object };
  return new Set(ts.parseJsonConfigFileContent(config, ts.sys, workspaceRoot).fileNames);
}

const programs = {
  isomorphic: filesOf('isomorphic'),
  server: filesOf('server'),
  client: filesOf('client'),
  test: filesOf('test'),
};

/** Where a package's shipped code is checked: its side's program, with that side's types. */
const programOfSide: Record<string, keyof typeof programs> = {
  'side:isomorphic': 'isomorphic',
  'side:server': 'server',
  'side:client': 'client',
  'side:test': 'test',
};

const packages = globSync(['apps/*/package.json', 'libs/**/package.json'], {
  cwd: workspaceRoot,
  ignore: ['**/node_modules/**'],
}).map((manifest) => {
  const { nx } = JSON.parse(readFileSync(join(workspaceRoot, manifest), 'utf8')) as {
    nx?: { tags?: string[] };
  };
  const tags = nx?.tags ?? [];
  const side = tags.find((tag) => tag.startsWith('side:')) ?? 'no side tag';
  // Browser test helpers (platform-testing-web) build on Vitest, whose types bring Node's.
  const program =
    tags.includes('type:testing') && side === 'side:client' ? 'test' : programOfSide[side];
  return { root: dirname(manifest), side, program };
});

/**
 * Issue #21: client, server and isomorphic code each compile with their own types (no DOM on the
 * server, no Node in the browser, neither in isomorphic libs); a new package must be added to
 * the tsconfig of its side tag, or it would be checked by none or by the wrong one.
 */
describe('per-side tsconfigs', () => {
  it('find the packages', () => {
    expect(packages.length).toBeGreaterThan(40);
  });

  it("check every package's shipped code in the program of its side tag, and in no other", () => {
    const misplaced: string[] = [];
    for (const { root, side, program: expected } of packages) {
      const shipped = globSync(['src/**/*.{ts,tsx}'], {
        cwd: join(workspaceRoot, root),
        ignore: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/testing.{ts,tsx}'],
        absolute: true,
      });
      for (const file of shipped) {
        const found = Object.entries(programs)
          .filter(([, files]) => files.has(file))
          .map(([name]) => name)
          // Browser code also compiles in the test program, which holds its tests and stories.
          .filter((name) => !(expected === 'client' && name === 'test'));
        if (found.join() !== expected) {
          misplaced.push(
            `${file.slice(workspaceRoot.length)} (${side}): in ${found.join(', ') || 'none'}`,
          );
        }
      }
    }
    expect(misplaced).toEqual([]);
  });
});
