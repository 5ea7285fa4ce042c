import { execSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/**
 * Builds the web app and prints the gzip size of the entry chunk (what every first visit loads)
 * and of each lazily loaded chunk.
 */
execSync('npx vite build --config apps/web/vite.config.ts --logLevel warn', { stdio: 'inherit' });
const html = readFileSync('dist/apps/web/index.html', 'utf8');
const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error('No entry script in the built index.html');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const sizes = readdirSync('dist/apps/web/assets')
  .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
  .map((file) => {
    const content = readFileSync(`dist/apps/web/assets/${file}`);
    return { file, raw: content.length, gzip: gzipSync(content).length };
  })
  .sort((a, b) => b.gzip - a.gzip);
const entrySize = sizes.find((size) => size.file === entry);
console.log(`entry chunk ${entry}: ${kib(entrySize?.raw ?? 0)} raw, ${kib(entrySize?.gzip ?? 0)} gzip`);
for (const size of sizes.filter((candidate) => candidate.file !== entry)) {
  console.log(`  lazy ${size.file}: ${kib(size.gzip)} gzip`);
}
