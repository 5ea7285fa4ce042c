import { readFileSync } from 'node:fs';

/**
 * Fails unless Vitest's JSON report says the run succeeded. Nx caches a step that exits 0 and
 * replays it as passed; a run that exited 0 with two test files that failed to load (seen once
 * under heavy load) must not be kept as a pass.
 */
const report = JSON.parse(readFileSync('dist/test-results/vitest.json', 'utf8'));
if (!report.success) {
  console.error('Vitest report: the run failed (a test or a test file); see above.');
  process.exit(1);
}
