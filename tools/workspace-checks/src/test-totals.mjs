/**
 * The journeys Playwright marks flaky, "file › describe › title": each failed, then passed on a
 * retry. They count apart from the passed ones, so a journey that needs a second try is seen.
 */
function flakyTitles(suites, path = []) {
  return suites.flatMap((suite) => {
    const suitePath = suite.title ? [...path, suite.title] : path;
    return [
      ...(suite.specs ?? [])
        .filter((spec) => spec.tests.some((test) => test.status === 'flaky'))
        .map((spec) => [...suitePath, spec.title].join(' › ')),
      ...flakyTitles(suite.suites ?? [], suitePath),
    ];
  });
}

/** Where the two Vitest runs of `npm test` (tools/scripts/unit-tests.mjs) write their reports. */
export const vitestReports = {
  server: 'dist/test-results/vitest-server.json',
  browser: 'dist/test-results/vitest-browser.json',
};

/**
 * The totals of `npm test` from the Vitest runs' and Playwright's JSON reports, and the flaky
 * journeys' titles. A report that is missing (its runner crashed before writing it) counts as one
 * failure.
 */
export function countTests(vitestRuns, playwright) {
  const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
  for (const vitest of vitestRuns) addVitest(totals, vitest);
  if (playwright) {
    totals.passed += playwright.stats.expected;
    totals.failed += playwright.stats.unexpected;
    totals.skipped += playwright.stats.skipped;
    totals.flaky += playwright.stats.flaky;
  } else {
    totals.failed += 1;
  }
  return { totals, flaky: playwright ? flakyTitles(playwright.suites) : [] };
}

function addVitest(totals, vitest) {
  if (vitest) {
    // A test file that fails to load has no failing test, so it counts as one failure itself.
    const brokenFiles = (vitest.testResults ?? []).filter(
      (file) =>
        file.status === 'failed' &&
        !file.assertionResults.some(({ status }) => status === 'failed'),
    ).length;
    totals.passed += vitest.numPassedTests;
    totals.failed += vitest.numFailedTests + brokenFiles;
    totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
  } else {
    totals.failed += 1;
  }
}
