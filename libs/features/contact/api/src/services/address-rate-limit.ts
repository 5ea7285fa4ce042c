import Boom from '@hapi/boom';
import type { Knex } from 'knex';

/** At most `attempts` in `windowSeconds` from one network address. */
export interface AddressRateLimit {
  attempts: number;
  windowSeconds: number;
}

/**
 * Counts one attempt in the `rate_limits` table the session feature created (one fixed window per
 * key, one atomic upsert, so every API instance counts the same) and refuses with 429 and
 * Retry-After above the limit.
 */
export async function enforceAddressRateLimit(
  database: Knex,
  key: string,
  limit: AddressRateLimit,
): Promise<void> {
  const result = await database.raw<{ rows: { hits: number; retry_after: number }[] }>(
    `insert into rate_limits as counter (key, hits, window_started_at, window_ends_at)
       values (:key, 1, now(), now() + make_interval(secs => :seconds))
     on conflict (key) do update set
       hits = case when counter.window_ends_at <= now() then 1 else counter.hits + 1 end,
       window_started_at = case when counter.window_ends_at <= now()
         then now() else counter.window_started_at end,
       window_ends_at = case when counter.window_ends_at <= now()
         then excluded.window_ends_at else counter.window_ends_at end
     returning hits, greatest(1, ceil(extract(epoch from window_ends_at - now())))::int as retry_after`,
    { key, seconds: limit.windowSeconds },
  );
  const row = result.rows[0];
  if (row && row.hits > limit.attempts) {
    const minutes = Math.ceil(row.retry_after / 60);
    const error = Boom.tooManyRequests(
      `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
    error.output.headers['Retry-After'] = String(row.retry_after);
    throw error;
  }
}
