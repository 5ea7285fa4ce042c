import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Facet runs on Node.js 24 LTS wherever it is cloned: package.json pins the official binaries
 * (the `node-<platform>-<arch>` packages of the npm registry) as optional dependencies, so npm
 * installs the one for this machine, and scripts started by an older Node re-run under it.
 * Only Node's own modules are imported: this runs before anything else is installed.
 */
export const supportedMajor = 24;

const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export function majorOf(version) {
  return Number(version.replace(/^v/, '').split('.')[0]);
}

export function bundledNodePath(
  platform = process.platform,
  arch = process.arch,
  root = workspaceRoot,
) {
  return join(root, 'node_modules', `node-${platform}-${arch}`, 'bin', 'node');
}

/** Whether a script started by this Node must re-run under the bundled one. */
export function needsBundledNode(version = process.versions.node) {
  return majorOf(version) < supportedMajor;
}

/**
 * The environment a re-run gets: the bundled Node's folder first on PATH, so what the script
 * starts in turn (`npx`, `npm run`, `node`) runs on it too.
 */
export function environmentFor(binary, environment = process.env) {
  return { ...environment, PATH: `${dirname(binary)}:${environment.PATH ?? ''}` };
}

/**
 * Re-runs the calling script under the bundled Node when the one running it is older, forwarding
 * its arguments, signals and exit code; returns (doing nothing) when this Node is already
 * supported. Call it after the npm packages are installed.
 */
export function runUnderSupportedNode() {
  if (!needsBundledNode()) return;
  const binary = bundledNodePath();
  if (!existsSync(binary)) {
    console.error(
      `Facet needs Node.js ${supportedMajor}; this is ${process.version} and ${binary} is missing. ` +
        `Run npm install (it brings Node.js ${supportedMajor} for ${process.platform}-${process.arch}) ` +
        `or install Node.js ${supportedMajor}.`,
    );
    process.exit(1);
  }
  const child = spawn(binary, process.argv.slice(1), {
    stdio: 'inherit',
    env: environmentFor(binary),
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  // Nothing after the call may run under the old Node: the caller awaits this forever.
  return new Promise(() => {});
}
