import { defineConfig, devices } from '@playwright/test';
import { runDatabaseUrlFile } from './support/run-database';

const port = Number(process.env.E2E_PORT ?? 3900);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Each journey makes its own company (support/tenant.ts), so journeys run side by side: two
 * browsers at once fill the waits of one (network, PDF rendering) on a two-core machine.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);
/**
 * Playwright starts journeys in the order of the projects, then of the files: the two longest
 * go first, so the run is not left waiting on one of them after the others are done.
 */
const longJourneys = ['**/mission.spec.ts', '**/diagnostic.spec.ts'];

export default defineConfig({
  testDir: './tests',
  // The demo admin sets up the second factor every platform admin needs (D98).
  globalSetup: './support/global-setup.ts',
  outputDir: '../../dist/test-results/playwright',
  fullyParallel: true,
  workers,
  // Twice Playwright's 30 s and 5 s: two journeys at once each get half the machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: '../../dist/test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records a screencast and a DOM snapshot at every action: kept for every journey it
    // took two thirds of the run's processor time (docs/decisions.md, D59). A journey that fails
    // is retried once in CI with its trace; `--trace on` records one by hand.
    trace: 'on-first-retry',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'long journeys', testMatch: longJourneys },
    { name: 'journeys', testIgnore: longJourneys },
  ],
  webServer: {
    command: 'node --import tsx tools/testing/e2e-server.ts',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/api/ready`,
    env: { PORT: String(port), E2E_DATABASE_URL_FILE: runDatabaseUrlFile },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
