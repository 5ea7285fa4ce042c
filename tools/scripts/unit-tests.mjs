import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { vitestReports } from '../workspace-checks/src/test-totals.mjs';

/**
 * `npm run test:unit`: every Vitest test in two runs, each with a JSON report.
 *  - The server side with v8 coverage of the feature API and domain sources, held to the floor
 *    in vitest.config.ts (docs/decisions.md D59). Coverage slows every worker it runs in, and
 *    the browser side would pay that for none of the measured files' own tests.
 *  - The browser side (components, screens, stories) without coverage.
 * Both always run. It fails unless both reports say their run succeeded: Nx caches a step that
 * exits 0, and a run that exited 0 with test files that failed to load (seen once under heavy
 * load) must not be kept as a pass.
 */
const runs = [
  {
    report: vitestReports.server,
    arguments: ['--coverage', '--project', 'server side', '--project', 'server side, isolated'],
  },
  {
    report: vitestReports.browser,
    arguments: ['--project', 'browser side', '--project', 'browser side, isolated'],
  },
];

let failed = false;
for (const run of runs) {
  const outcome = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      ...run.arguments,
      `--outputFile.json=${run.report}`,
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit' },
  );
  const report = existsSync(run.report) ? JSON.parse(readFileSync(run.report, 'utf8')) : undefined;
  if (outcome.status !== 0 || !report?.success) {
    console.error(
      `Vitest report ${run.report}: the run failed (a test or a test file); see above.`,
    );
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
