import { existsSync, readFileSync, rmSync } from 'node:fs';
import { countTests, vitestReports } from '../workspace-checks/src/test-totals.mjs';
import { ensureChromium, ensureDependencies } from './ensure-installed.mjs';
import { runStage } from '../workspace-checks/src/run-steps.mjs';
import { runUnderSupportedNode } from '../workspace-checks/src/supported-node.mjs';

/**
 * `npm test`: installs what is missing, then lint (module boundaries included), typecheck, the
 * web build, Storybook build, Vitest (unit, integration, component, story) and Playwright. Every
 * runner runs even after an earlier failure, so one run shows everything that is wrong; the last
 * line is the total of all runners.
 *
 * The four static steps run side by side: ESLint and the type checker use one core each and the
 * builds fill the gaps. Vitest and Playwright each take the whole machine, so each has a stage of
 * its own (docs/decisions.md, D59).
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

const failedSteps = [
  ...(await runStage([
    { name: 'lint', command: 'npx nx run checks:lint' },
    { name: 'typecheck', command: 'npx nx run checks:typecheck' },
    { name: 'web build', command: 'npx nx run checks:build-web' },
    { name: 'storybook build', command: 'npx nx run checks:build-storybook' },
  ])),
  ...(await runStage([{ name: 'vitest', command: 'npx nx run checks:vitest' }])),
  ...(await runStage([
    { name: 'playwright', command: 'npx playwright test -c apps/web-e2e/playwright.config.ts' },
  ])),
];

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

const { totals, flaky } = countTests(
  [readJson(vitestReports.server), readJson(vitestReports.browser)],
  readJson(`${results}/playwright.json`),
);

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
if (flaky.length) console.log(`\nFlaky (failed, then passed on a retry):\n  ${flaky.join('\n  ')}`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped, ${totals.flaky} flaky`,
);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
