import { describe, expect, it } from 'vitest';
import { defaultRetryDelaysMilliseconds, retryDelayAfter } from './webhook-deliveries';

const minute = 60_000;
const hour = 60 * minute;

describe('retryDelayAfter', () => {
  it('waits longer after each failed attempt of the default schedule', () => {
    const waits = defaultRetryDelaysMilliseconds.map((_, index) =>
      retryDelayAfter(defaultRetryDelaysMilliseconds, index + 1),
    );
    expect(waits).toEqual([minute, 5 * minute, 30 * minute, 2 * hour, 6 * hour, 12 * hour]);
    for (const [index, wait] of waits.entries()) {
      if (index > 0) expect(wait).toBeGreaterThan(waits[index - 1]!);
    }
  });

  it('lets a receiver be down about 21 hours before a delivery fails for good', () => {
    const total = defaultRetryDelaysMilliseconds.reduce((sum, wait) => sum + wait, 0);
    expect(total / hour).toBeCloseTo(20.6, 1);
  });

  it('has no wait after the last attempt of any schedule, so the delivery fails', () => {
    expect(retryDelayAfter(defaultRetryDelaysMilliseconds, 7)).toBeUndefined();
    expect(retryDelayAfter([10, 20], 1)).toBe(10);
    expect(retryDelayAfter([10, 20], 2)).toBe(20);
    expect(retryDelayAfter([10, 20], 3)).toBeUndefined();
    expect(retryDelayAfter([], 1)).toBeUndefined();
  });
});
