import { execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { ensureDependencies } from './ensure-installed.mjs';
import {
  buildServerPrograms,
  builtServerProgram,
} from '../workspace-checks/src/server-programs.mjs';
import { runUnderSupportedNode } from '../workspace-checks/src/supported-node.mjs';

/**
 * `npm start`: installs what is missing, re-runs itself on Node.js 24 when started by an older
 * Node (docs/decisions.md D56), builds the web app and the server, and runs the built API as production
 * does; it migrates, seeds the demo tenant and serves the product on PORT (3000).
 */
ensureDependencies();
await runUnderSupportedNode();
console.log('Building the web app…');
execSync('npx vite build --config apps/web/vite.config.ts --logLevel error', { stdio: 'inherit' });
buildServerPrograms();

/**
 * The data encryption key of this checkout, kept beside the embedded database in `.data/` when
 * none is configured: the authenticator apps set up (D98) and the webhook secrets stored in one
 * run still open in the next. Production configures its own (README, Configuration).
 */
function localDataEncryptionKey() {
  const file = '.data/data-encryption.key';
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(32).toString('base64');
  mkdirSync('.data', { recursive: true });
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

const api = spawn(process.execPath, [builtServerProgram('main')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_ENCRYPTION_KEY: process.env.DATA_ENCRYPTION_KEY ?? localDataEncryptionKey(),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
