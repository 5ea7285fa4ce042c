import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * A package's own typecheck, for its Nx `typecheck` target (docs/decisions.md D57, D59): each
 * side program of the workspace (tsconfig.<side>.json) narrowed to the files of the package it
 * holds, checked by the native compiler with that side's settings. The compiler follows imports
 * into other packages; a change there re-runs this target through its `^default` input.
 */
export const sidePrograms = ['isomorphic', 'server', 'client', 'test'];

/** The files of `packageRoot` that each side program holds, by side; sides with none left out. */
export function packageFilesBySide(packageRoot, workspace = process.cwd()) {
  const workspaceRoot = resolve(workspace);
  const prefix = `${resolve(workspaceRoot, packageRoot)}/`;
  const bySide = {};
  for (const side of sidePrograms) {
    const configPath = resolve(workspaceRoot, `tsconfig.${side}.json`);
    const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
    const { fileNames } = ts.parseJsonConfigFileContent(config, ts.sys, workspaceRoot);
    const files = fileNames.filter((file) => file.startsWith(prefix));
    if (files.length) bySide[side] = files;
  }
  return bySide;
}

export function typecheckPackage(packageRoot, workspace = process.cwd()) {
  const workspaceRoot = resolve(workspace);
  const folder = resolve(workspaceRoot, 'dist/typecheck/packages');
  mkdirSync(folder, { recursive: true });
  const compiler = resolve(workspaceRoot, 'node_modules/typescript-native/bin/tsc');
  let failed = false;
  for (const [side, files] of Object.entries(packageFilesBySide(packageRoot, workspaceRoot))) {
    const configPath = `${folder}/${packageRoot.replaceAll('/', '__')}.${side}.json`;
    const program = {
      extends: relative(folder, resolve(workspaceRoot, `tsconfig.${side}.json`)),
      compilerOptions: { incremental: false },
      files: files.map((file) => relative(folder, file)),
      include: [],
    };
    writeFileSync(configPath, JSON.stringify(program, null, 2));
    const outcome = spawnSync(process.execPath, [compiler, '-p', configPath], { stdio: 'inherit' });
    if (outcome.status !== 0) failed = true;
  }
  return !failed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [packageRoot] = process.argv.slice(2);
  if (!packageRoot) {
    console.error('Usage: node tools/workspace-checks/src/typecheck-package.mjs <package root>');
    process.exit(2);
  }
  process.exit(typecheckPackage(packageRoot) ? 0 : 1);
}
