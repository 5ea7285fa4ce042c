import { spawn, execSync } from 'node:child_process';
import { ensureDependencies } from './ensure-installed.mjs';

/**
 * `npm start`: installs what is missing, builds the web app and runs the API, which migrates,
 * seeds the demo tenant and serves the product on PORT (3000).
 */
ensureDependencies();
console.log('Building the web app…');
execSync('npx vite build --config apps/web/vite.config.ts --logLevel error', { stdio: 'inherit' });

const api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
