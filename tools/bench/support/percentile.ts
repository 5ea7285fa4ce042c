/**
 * The value below which `share` of the sorted timings fall (nearest rank, rounding down): the
 * figure every bench prints as p50, p95 and p99. NaN when nothing was timed.
 */
export function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}
