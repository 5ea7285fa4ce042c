import { execFileSync } from 'node:child_process';

/** Where tools/scripts/build-server.mjs writes the server programs production runs. */
export const serverProgramsDirectory = 'dist/server';

/** Each server program by name, and the source it is built from. */
export const serverProgramSources = {
  main: 'apps/api/src/main.ts',
  'mail-worker': 'apps/api/src/mail-worker.ts',
  migrate: 'tools/scripts/migrate.ts',
};

/** The built file of a server program, relative to the workspace root, for `node <file>`. */
export function builtServerProgram(name) {
  if (!Object.hasOwn(serverProgramSources, name)) throw new Error(`No server program ${name}`);
  return `${serverProgramsDirectory}/${name}.mjs`;
}

/** Builds every server program from this tree, on the Node that runs the caller. */
export function buildServerPrograms() {
  execFileSync(process.execPath, ['tools/scripts/build-server.mjs'], { stdio: 'inherit' });
}
