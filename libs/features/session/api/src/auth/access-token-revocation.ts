import type { Principal, TokenValidity } from '@facet/platform-http';
import type { Knex } from 'knex';
import { accountTables } from './account-tables';

/**
 * How long an instance believes what it last read about a principal's tokens. Another instance's
 * logout or password change reaches this one within this time; the instance that made the change
 * forgets at once (docs/decisions.md, token revocation).
 */
export const tokenStandingCacheMilliseconds = 5_000;

/** What the database says about a principal's access tokens; `null` when none was ever revoked. */
type TokenStanding = { exists: false } | { exists: true; tokensValidAfter: number | null };

interface CachedStanding {
  readUntil: number;
  standing: Promise<TokenStanding>;
}

/** Above this many principals the expired entries are swept, so the cache stays small. */
const sweepAboveEntries = 10_000;

/**
 * One server's recent reads of `tokens_valid_after`, keyed by principal. A pending read is shared,
 * so a burst of calls by one person costs one query.
 */
export class TokenStandingCache implements TokenValidity {
  private readonly entries = new Map<string, CachedStanding>();

  constructor(private readonly database: Knex) {}

  /** Whether a token of `principal` issued at `issuedAtMilliseconds` may still be used. */
  async accepts(principal: Principal, issuedAtMilliseconds: number): Promise<boolean> {
    const standing = await this.standingOf(principal);
    if (!standing.exists) return false;
    return standing.tokensValidAfter === null || issuedAtMilliseconds >= standing.tokensValidAfter;
  }

  forget(principal: Principal): void {
    this.entries.delete(keyOf(principal));
  }

  private standingOf(principal: Principal): Promise<TokenStanding> {
    const key = keyOf(principal);
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.readUntil > now) return cached.standing;
    if (this.entries.size > sweepAboveEntries) this.sweep(now);
    const standing = readStanding(this.database, principal);
    this.entries.set(key, { readUntil: now + tokenStandingCacheMilliseconds, standing });
    // A failed read is not remembered: the next call asks the database again.
    standing.catch(() => {
      if (this.entries.get(key)?.standing === standing) this.entries.delete(key);
    });
    return standing;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.readUntil <= now) this.entries.delete(key);
    }
  }
}

function keyOf(principal: Principal): string {
  return `${principal.kind}:${principal.id}`;
}

async function readStanding(database: Knex, principal: Principal): Promise<TokenStanding> {
  const row = await database(accountTables[principal.kind])
    .where({ id: principal.id })
    .first('tokens_valid_after');
  if (!row) return { exists: false };
  return { exists: true, tokensValidAfter: row.tokens_valid_after?.getTime() ?? null };
}

/** The caches of the servers running in this process; a revocation made here clears them all. */
const liveCaches = new Set<TokenStandingCache>();

export function trackTokenStandingCache(cache: TokenStandingCache): () => void {
  liveCaches.add(cache);
  return () => liveCaches.delete(cache);
}

function forgetEverywhere(principal: Principal): void {
  for (const cache of liveCaches) cache.forget(principal);
}

/**
 * Forgets what this process read about `principal`, now and again once the transaction that
 * changed it has committed: a read made in between would otherwise keep the old standing for a
 * few seconds. A transaction nested in another (a savepoint) commits with the outermost one.
 */
function forgetOnCommit(database: Knex | Knex.Transaction, principal: Principal): void {
  forgetEverywhere(principal);
  if (!database.isTransaction) return;
  let outermost = database as Knex.Transaction;
  // knex sets `parentTransaction` on a nested transaction but leaves it out of its types.
  for (
    let parent = (outermost as { parentTransaction?: Knex.Transaction }).parentTransaction;
    parent;
    parent = (parent as { parentTransaction?: Knex.Transaction }).parentTransaction
  ) {
    outermost = parent;
  }
  const forget = () => forgetEverywhere(principal);
  void outermost.executionPromise.then(forget, forget);
}

/**
 * Makes every access token of `principal` issued until now stop working: at once on this
 * instance, within `tokenStandingCacheMilliseconds` on the others. Tokens issued afterwards,
 * in the same millisecond included, are accepted.
 */
export async function revokeAccessTokensOf(
  database: Knex | Knex.Transaction,
  principal: Principal,
): Promise<void> {
  await database(accountTables[principal.kind])
    .where({ id: principal.id })
    .update({ tokens_valid_after: new Date() });
  forgetOnCommit(database, principal);
}
