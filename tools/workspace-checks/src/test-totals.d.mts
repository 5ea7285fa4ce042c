export interface TestTotals {
  passed: number;
  failed: number;
  skipped: number;
  flaky: number;
}

export function countTests(
  vitest: unknown,
  playwright: unknown,
): { totals: TestTotals; flaky: string[] };
