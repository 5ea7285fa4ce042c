import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium, ensureDependencies } from './ensure-installed.mjs';

/**
 * `npm test`: installs what is missing, then lint (module boundaries included), typecheck, the
 * web build, Storybook build, Vitest (unit, integration, component, story) and Playwright. Every
 * runner runs even after an earlier failure, so one run shows everything that is wrong; the last
 * line is the total of all runners.
 */
ensureDependencies();
ensureChromium();

const results = 'dist/test-results';
rmSync(results, { recursive: true, force: true });

const failedSteps = [];
function step(name, command) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${command}`);
  const outcome = spawnSync(command, {
    stdio: 'inherit',
    shell: '/bin/bash',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`=== ${name} ${outcome.status === 0 ? 'passed' : 'FAILED'} in ${seconds}s`);
  if (outcome.status !== 0) failedSteps.push(name);
}

// ESLint's module-boundary rule reads the cached project graph, so Nx computes it first.
step('lint', 'npm run --silent lint');
step('typecheck', 'npx tsc -p tsconfig.json --noEmit');
step('web build', 'npx vite build --config apps/web/vite.config.ts --logLevel warn');
step('storybook build', 'npx storybook build -o dist/storybook --quiet --disable-telemetry');
step('vitest', 'npx vitest run');
step('playwright', 'npx playwright test -c apps/web-e2e/playwright.config.ts');

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const vitest = readJson(`${results}/vitest.json`);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = readJson(`${results}/playwright.json`);
if (playwright) {
  totals.passed += playwright.stats.expected + playwright.stats.flaky;
  totals.failed += playwright.stats.unexpected;
  totals.skipped += playwright.stats.skipped;
}
// A runner that crashed before writing its report still counts as a failure.
if (!vitest) totals.failed += 1;
if (!playwright) totals.failed += 1;

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
