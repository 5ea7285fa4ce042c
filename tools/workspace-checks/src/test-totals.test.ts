import { describe, expect, it } from 'vitest';
import { countTests } from './test-totals.mjs';

const vitest = { numPassedTests: 10, numFailedTests: 1, numPendingTests: 2, numTodoTests: 1 };

/** A Playwright JSON report as the json reporter writes it, with only the fields counted. */
const playwright = {
  stats: { expected: 5, unexpected: 1, skipped: 1, flaky: 2 },
  suites: [
    {
      title: 'account.spec.ts',
      specs: [
        { title: 'renames', tests: [{ status: 'flaky' }] },
        { title: 'leaves', tests: [{ status: 'expected' }] },
      ],
      suites: [
        {
          title: 'without JavaScript',
          specs: [{ title: 'reads', tests: [{ status: 'flaky' }] }],
        },
      ],
    },
    {
      title: 'health.spec.ts',
      specs: [{ title: 'is healthy', tests: [{ status: 'unexpected' }] }],
    },
  ],
};

describe('npm test totals', () => {
  it('counts a flaky journey apart from the passed ones and names it', () => {
    expect(countTests([vitest], playwright)).toEqual({
      totals: { passed: 15, failed: 2, skipped: 4, flaky: 2 },
      flaky: ['account.spec.ts › renames', 'account.spec.ts › without JavaScript › reads'],
    });
  });

  it('counts a test file that failed to load as a failure', () => {
    const broken = {
      ...vitest,
      numFailedTests: 0,
      testResults: [
        { status: 'failed', assertionResults: [] },
        { status: 'passed', assertionResults: [{ status: 'passed' }] },
      ],
    };
    expect(countTests([broken], playwright).totals.failed).toBe(2);
  });

  it('adds up the two Vitest runs', () => {
    const one = countTests([vitest], playwright).totals;
    const both = countTests([vitest, vitest], playwright).totals;
    expect(both.passed - one.passed).toBe(vitest.numPassedTests);
    expect(both.failed - one.failed).toBe(vitest.numFailedTests);
  });

  it('counts a report that is missing as a failure of its runner', () => {
    expect(countTests([undefined, undefined], undefined).totals).toEqual({
      passed: 0,
      failed: 3,
      skipped: 0,
      flaky: 0,
    });
  });
});
