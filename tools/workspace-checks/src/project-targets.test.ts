import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { createNodesV2 } from './nx-project-targets.mjs';
import { packageFilesBySide, sidePrograms, typecheckPackage } from './typecheck-package.mjs';

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
  it('gives every workspace package with sources its own lint, typecheck and test', () => {
    for (const path of [
      'libs/features/webhooks/api/package.json',
      'libs/platform/db/package.json',
      'apps/api/package.json',
    ]) {
      expect(Object.keys(projects.get(path) ?? {})).toEqual(['lint', 'typecheck', 'test']);
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
    expect(targets.typecheck!.command).toBe(
      'node tools/workspace-checks/src/typecheck-package.mjs libs/features/webhooks/api',
    );
    expect(targets.typecheck!.inputs).toEqual(['default', '^default', 'sharedConfiguration']);
  });

  it('typechecks a package with the settings of each side program that holds its files', () => {
    const domain = packageFilesBySide('libs/features/team-insight/domain');
    expect(Object.keys(domain).sort()).toEqual(['isomorphic', 'server']);
    expect(domain['isomorphic']!.every((file) => !file.endsWith('.test.ts'))).toBe(true);
    expect(domain['server']!.every((file) => file.endsWith('.test.ts'))).toBe(true);
    expect(Object.keys(packageFilesBySide('libs/features/webhooks/web'))).toEqual([
      'client',
      'test',
    ]);
  });

  it('fails a package whose own file holds a type error, and passes it once fixed', () => {
    // Outside the workspace: its side programs exclude every dist folder.
    const root = mkdtempSync(join(tmpdir(), 'typecheck-fixture-'));
    try {
      const workspace = relative(process.cwd(), root);
      const file = join(root, 'libs/broken/src/index.ts');
      mkdirSync(dirname(file), { recursive: true });
      for (const side of sidePrograms) {
        writeFileSync(
          join(root, `tsconfig.${side}.json`),
          JSON.stringify({
            extends: relative(root, join(process.cwd(), `tsconfig.${side}.json`)),
            include: side === 'server' ? ['libs/broken'] : [],
            files: side === 'server' ? undefined : [],
          }),
        );
      }
      mkdirSync(join(root, 'node_modules'), { recursive: true });
      symlinkSync(
        join(process.cwd(), 'node_modules/typescript-native'),
        join(root, 'node_modules/typescript-native'),
      );
      symlinkSync(join(process.cwd(), 'node_modules/@types'), join(root, 'node_modules/@types'));
      writeFileSync(file, 'export const count: number = "three";\n');
      expect(typecheckPackage('libs/broken', workspace)).toBe(false);
      writeFileSync(file, 'export const count: number = 3;\n');
      expect(typecheckPackage('libs/broken', workspace)).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
