import type { PersonalDataSource, RetentionRule } from '@facet/platform-db';
import { requestProblems } from '@facet/platform-kernel';
import type Boom from '@hapi/boom';
import type { Knex } from 'knex';
import { problem } from './error-mapping';

/** One fixed-window limit: at most `attempts` within `windowSeconds`. */
export interface RateLimit {
  attempts: number;
  windowSeconds: number;
}

export interface RateLimitCheck {
  key: string;
  limit: RateLimit;
  /** What this request counts for, when more than one: the rows of an uploaded file. */
  weight?: number;
  /** The first sentence of the 429 when this key refuses, saying what was used up. */
  refusal?: string;
}

/**
 * Counts one attempt under `key` in its fixed window of the `rate_limits` table and answers how
 * many the window holds. One atomic upsert, so concurrent requests on several API instances never
 * lose a count.
 */
async function countAttempt(
  database: Knex,
  { key, limit, weight = 1 }: RateLimitCheck,
): Promise<{ hits: number; retryAfterSeconds: number }> {
  const result = await database.raw<{ rows: { hits: number; retry_after: number }[] }>(
    `insert into rate_limits as counter (key, hits, window_started_at, window_ends_at)
       values (:key, :weight, now(), now() + make_interval(secs => :seconds))
     on conflict (key) do update set
       hits = case when counter.window_ends_at <= now() then :weight
         else counter.hits + :weight end,
       window_started_at = case when counter.window_ends_at <= now()
         then now() else counter.window_started_at end,
       window_ends_at = case when counter.window_ends_at <= now()
         then excluded.window_ends_at else counter.window_ends_at end
     returning hits, greatest(1, ceil(extract(epoch from window_ends_at - now())))::int as retry_after`,
    { key, seconds: limit.windowSeconds, weight },
  );
  const row = result.rows[0];
  if (!row) throw new Error(`The rate limit ${key} was not counted`);
  return { hits: row.hits, retryAfterSeconds: row.retry_after };
}

/**
 * Counts an attempt under every key and refuses it with 429 and Retry-After when any key is over
 * its limit. Counting before the work (not after a failure) keeps a burst of parallel requests
 * from slipping past the limit; a budget of failures uses `refuseWhenBudgetSpent` and
 * `countFailure` instead.
 */
export async function enforceRateLimits(
  database: Knex,
  checks: readonly RateLimitCheck[],
): Promise<void> {
  let retryAfterSeconds = 0;
  let refusal: string | undefined;
  for (const check of checks) {
    const counted = await countAttempt(database, check);
    if (counted.hits > check.limit.attempts && counted.retryAfterSeconds > retryAfterSeconds) {
      retryAfterSeconds = counted.retryAfterSeconds;
      refusal = check.refusal;
    }
  }
  if (retryAfterSeconds > 0) throw tooManyAttempts(retryAfterSeconds, refusal);
}

function tooManyAttempts(retryAfterSeconds: number, refusal = 'Too many attempts.'): Boom.Boom {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const error = problem(requestProblems.rateLimited, { refusal, minutes });
  error.output.headers['Retry-After'] = String(retryAfterSeconds);
  return error;
}

/**
 * Refuses with 429 when `key` has already used up its limit in the current window, without
 * counting this request: for budgets of failures, which `countFailure` fills only once the work
 * has shown the attempt failed, so successes never take a place from anyone.
 */
export async function refuseWhenBudgetSpent(
  database: Knex,
  { key, limit, refusal }: RateLimitCheck,
): Promise<void> {
  const window = await database('rate_limits')
    .where({ key })
    .where('window_ends_at', '>', database.fn.now())
    .first<{ hits: number; retry_after: number } | undefined>(
      'hits',
      database.raw(
        'greatest(1, ceil(extract(epoch from window_ends_at - now())))::int as retry_after',
      ),
    );
  if (window && window.hits >= limit.attempts) {
    throw tooManyAttempts(window.retry_after, refusal);
  }
}

/** Counts one failure under `key` in its window, for `refuseWhenBudgetSpent` to weigh later. */
export async function countFailure(database: Knex, check: RateLimitCheck): Promise<void> {
  await countAttempt(database, check);
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
