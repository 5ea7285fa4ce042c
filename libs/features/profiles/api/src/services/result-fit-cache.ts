import type { FitScore } from '@facet/profiles-domain';
import type { FitCounts, ProfileRanges } from '@facet/reports-domain';
import type { Knex } from 'knex';

/** What the ranking shows of a result's fit against a profile's ranges. */
export interface ResultFit {
  fitPercentage: number | null;
  counts: FitCounts;
  /** The continuous fit the ranking orders by (fitScoreOf). */
  fitScore: FitScore | null;
}

/** Sets of ranges whose fits are kept; the least recently ranked goes first. */
const rangeSetsKept = 16;

/**
 * Fits already computed, by the exact ranges they were computed against, then by result id. A
 * stored result's scores and norms never change, and the key is the ranges themselves rather than
 * a profile id or version, so an entry is never stale: editing a profile makes a new key, and the
 * old one ages out. A result erased since is simply never asked for again.
 */
export class ResultFitCache {
  private readonly byRanges = new Map<string, Map<number, ResultFit>>();

  fitsAgainst(ranges: ProfileRanges): Map<number, ResultFit> {
    const key = JSON.stringify(ranges);
    const kept = this.byRanges.get(key);
    if (kept) {
      this.byRanges.delete(key);
      this.byRanges.set(key, kept);
      return kept;
    }
    const fits = new Map<number, ResultFit>();
    this.byRanges.set(key, fits);
    if (this.byRanges.size > rangeSetsKept) {
      this.byRanges.delete(this.byRanges.keys().next().value!);
    }
    return fits;
  }
}

/**
 * One cache per database, so the company panel's and the back office's rankings share it and a
 * test's fresh database (whose ids repeat) never reads another's fits.
 */
const caches = new WeakMap<Knex, ResultFitCache>();

export function resultFitCacheOf(database: Knex): ResultFitCache {
  let cache = caches.get(database);
  if (!cache) {
    cache = new ResultFitCache();
    caches.set(database, cache);
  }
  return cache;
}
