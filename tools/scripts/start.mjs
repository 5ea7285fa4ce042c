import { execSync, spawn } from 'node:child_process';
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

const api = spawn(process.execPath, [builtServerProgram('main')], {
  stdio: 'inherit',
  env: { ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
