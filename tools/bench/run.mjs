import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

/** `npm run bench [name…]`: runs each tools/bench/*.bench.ts in turn; each prints its own figures. */
const wanted = process.argv.slice(2);
const benches = readdirSync('tools/bench')
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.startsWith(name)))
  .sort();
let failed = 0;
for (const bench of benches) {
  console.log(`\n### ${bench}`);
  const outcome = spawnSync(process.execPath, ['--import', 'tsx', `tools/bench/${bench}`], {
    stdio: 'inherit',
  });
  if (outcome.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
