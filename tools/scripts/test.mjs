import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { countTests } from '../workspace-checks/src/test-totals.mjs';
import { ensureChromium, ensureDependencies } from './ensure-installed.mjs';
import { runUnderSupportedNode } from '../workspace-checks/src/supported-node.mjs';

/**
 * `npm test`: installs what is missing, then lint (module boundaries included), typecheck, the
 * web build, Storybook build, Vitest (unit, integration, component, story) and Playwright. Every
 * runner runs even after an earlier failure, so one run shows everything that is wrong; the last
 * line is the total of all runners.
 *
 * Every step but Playwright is an Nx target of tools/checks/project.json, cached in .nx/cache: a
 * step whose inputs (every file of the workspace that git does not ignore, and Node's version)
 * are unchanged since it last passed replays its output instead of running. `NX_SKIP_NX_CACHE=true
 * npm test` runs them all. Playwright always runs: it drives a real browser against a real server.
 */
ensureDependencies();
await runUnderSupportedNode();
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

step('lint', 'npx nx run checks:lint');
step('typecheck', 'npx nx run checks:typecheck');
step('web build', 'npx nx run checks:build-web');
step('storybook build', 'npx nx run checks:build-storybook');
step('vitest', 'npx nx run checks:vitest');
step('playwright', 'npx playwright test -c apps/web-e2e/playwright.config.ts');

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

const { totals, flaky } = countTests(
  readJson(`${results}/vitest.json`),
  readJson(`${results}/playwright.json`),
);

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
if (flaky.length) console.log(`\nFlaky (failed, then passed on a retry):\n  ${flaky.join('\n  ')}`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped, ${totals.flaky} flaky`,
);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
