import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

/**
 * `npm run bench [name…] [argument…]`: runs each tools/bench/*.bench.ts whose file name starts
 * with one of the names (all of them when none is given), in turn; each prints its own figures.
 * The words after the names (the first word that names no bench, and all after it) reach every
 * bench run as its own arguments: `npm run bench diagnostic-submit 400 10`.
 */
const all = readdirSync('tools/bench')
  .filter((file) => file.endsWith('.bench.ts'))
  .sort();
const words = process.argv.slice(2);
const namesBench = (word) => all.some((file) => file.startsWith(word));
const firstArgument = words.findIndex((word) => !namesBench(word));
const names = firstArgument === -1 ? words : words.slice(0, firstArgument);
const benchArguments = firstArgument === -1 ? [] : words.slice(firstArgument);
const benches = all.filter(
  (file) => names.length === 0 || names.some((name) => file.startsWith(name)),
);
let failed = 0;
for (const bench of benches) {
  console.log(`\n### ${bench}${benchArguments.length ? ` ${benchArguments.join(' ')}` : ''}`);
  const outcome = spawnSync(
    process.execPath,
    ['--import', 'tsx', `tools/bench/${bench}`, ...benchArguments],
    { stdio: 'inherit' },
  );
  if (outcome.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
