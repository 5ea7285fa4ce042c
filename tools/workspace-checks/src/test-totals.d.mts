export interface TestTotals {
  passed: number;
  failed: number;
  skipped: number;
  flaky: number;
}

export const vitestReports: { server: string; browser: string };

export function countTests(
  vitestRuns: unknown[],
  playwright: unknown,
): { totals: TestTotals; flaky: string[] };
