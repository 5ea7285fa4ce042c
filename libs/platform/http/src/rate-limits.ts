import type { PersonalDataSource, RetentionRule } from '@facet/platform-db';
import Boom from '@hapi/boom';
import type { Knex } from 'knex';

/** One fixed-window limit: at most `attempts` within `windowSeconds`. */
export interface RateLimit {
  attempts: number;
  windowSeconds: number;
}

export interface RateLimitCheck {
  key: string;
  limit: RateLimit;
}

/**
 * Counts one attempt under `key` in its fixed window of the `rate_limits` table and answers how
 * many the window holds. One atomic upsert, so concurrent requests on several API instances never
 * lose a count.
 */
async function countAttempt(
  database: Knex,
  { key, limit }: RateLimitCheck,
): Promise<{ hits: number; retryAfterSeconds: number }> {
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
  if (!row) throw new Error(`The rate limit ${key} was not counted`);
  return { hits: row.hits, retryAfterSeconds: row.retry_after };
}

/**
 * Counts an attempt under every key and refuses it with 429 and Retry-After when any key is over
 * its limit. Counting before the work (not after a failure) keeps a burst of parallel requests
 * from slipping past the limit; a caller that only limits failures gives a success back with
 * `forgetOneAttempt`.
 */
export async function enforceRateLimits(
  database: Knex,
  checks: readonly RateLimitCheck[],
): Promise<void> {
  let retryAfterSeconds = 0;
  for (const check of checks) {
    const counted = await countAttempt(database, check);
    if (counted.hits > check.limit.attempts) {
      retryAfterSeconds = Math.max(retryAfterSeconds, counted.retryAfterSeconds);
    }
  }
  if (retryAfterSeconds > 0) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    const error = Boom.tooManyRequests(
      `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
    error.output.headers['Retry-After'] = String(retryAfterSeconds);
    throw error;
  }
}

/** Gives back one attempt counted under `key`, e.g. a login that turned out to be right. */
export async function forgetOneAttempt(database: Knex, key: string): Promise<void> {
  await database('rate_limits').where({ key }).where('hits', '>', 0).decrement('hits', 1);
}

/** Forgets every attempt under `key`, e.g. an account's failed logins after a successful one. */
export async function clearRateLimit(database: Knex, key: string): Promise<void> {
  await database('rate_limits').where({ key }).delete();
}

/**
 * What one network address may send through a form open to visitors that writes to the
 * back office and sends mail (contact, data rights): a person sends one or two, ten an hour
 * stops a script filling inboxes.
 */
export const visitorFormLimitPerAddress: RateLimit = { attempts: 10, windowSeconds: 60 * 60 };

/** A window past its end counts nothing, yet its key names a person or an address. */
export const rateLimitRetentionRules: readonly RetentionRule[] = [
  {
    records: 'rate-limit windows that have ended',
    deleteExpired: (database) =>
      database('rate_limits').where('window_ends_at', '<', database.fn.now()).delete(),
  },
];

const countersOf = (transaction: Knex.Transaction, email: string) =>
  transaction('rate_limits').whereRaw(`lower(substring(key from '[^:]*$')) = lower(?)`, [email]);

/**
 * A key that counts one person's attempts ends with ':' and their exact address (the session's
 * per-account keys, the contact and data-rights forms' per-target keys); others name an address.
 */
export const rateLimitPersonalData: readonly PersonalDataSource[] = [
  {
    table: 'rate_limits',
    person: {
      find: (transaction, person) => countersOf(transaction, person.email),
      erase: (transaction, person) => countersOf(transaction, person.email).delete(),
    },
  },
];
