import { execSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import {
  initialJsBudgetBytes,
  kb,
  kib,
  landingInitialLoad,
  sizeOf,
  webDist,
} from './web-initial-js';

/**
 * Builds the web app and prints the landing's initial JS (the scripts its prerendered HTML loads
 * and the chunks they import statically, gzip) against the 100 KB budget, then every
 * chunk loaded later, the app that hydrates the page among them.
 */
execSync('npx vite build --config apps/web/vite.config.ts --logLevel warn', { stdio: 'inherit' });
const initial = landingInitialLoad();
console.log('landing initial load:');
for (const file of [...initial.scripts, ...initial.styles]) {
  console.log(`  ${file.file}: ${kib(file.raw)} raw, ${kib(file.gzip)} gzip`);
}
console.log(
  `landing initial JS: ${kb(initial.jsGzip)} gzip (${kib(initial.jsGzip)}), ` +
    `${((initial.jsGzip / initialJsBudgetBytes) * 100).toFixed(0)}% of the ${kb(initialJsBudgetBytes)} budget ` +
    `(ratio ${(initial.jsGzip / initialJsBudgetBytes).toFixed(2)})`,
);
const loadedFirst = new Set([...initial.scripts, ...initial.styles].map((file) => file.file));
const later = readdirSync(`${webDist}/assets`)
  .map((file) => `assets/${file}`)
  .filter((file) => (file.endsWith('.js') || file.endsWith('.css')) && !loadedFirst.has(file))
  .map((file) => sizeOf(file))
  .sort((a, b) => b.gzip - a.gzip);
console.log(`loaded on demand: ${later.length} chunks`);
for (const file of later) console.log(`  lazy ${file.file}: ${kib(file.gzip)} gzip`);
