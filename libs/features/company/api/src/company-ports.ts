import type { Knex } from 'knex';

type Reader = Knex | Knex.Transaction;

/**
 * What the company panel and its reminders need of the assessment feature, which owns attempts,
 * answers and results, passed in the plugin's options (and to the reminder sweep) by the app
 * (D88): this feature's shipped code does not import it, as assessment's tests import company.
 * The reads are query builders joined as subqueries (D80), so every list, count and sweep stays
 * one query; they are plain functions, not async ones, which would run the query they return.
 */
export interface CompanyPorts {
  /** Every stored result, as the query `r` (`id`, `user_id`, `company_id`, `created_at`, …). */
  storedResults: (database: Reader) => Knex.QueryBuilder;
  /** The attempts in progress (`user_id`, `company_id`, …), to count. */
  openAttempts: (database: Reader) => Knex.QueryBuilder;
  /**
   * Locks the person's attempt in progress under the company for the rest of the transaction, as
   * finishing it updates it: its id, or undefined when there is none.
   */
  lockOpenAttempt: (
    transaction: Knex.Transaction,
    member: { userId: number; companyId: number },
  ) => Promise<number | undefined>;
  /** Every attempt, as the query `s` (`id`, `user_id`, `company_id`, `status`), to lock. */
  storedAttempts: (database: Reader) => Knex.QueryBuilder;
  /**
   * The attempts in progress as `id`, `user_id`, `company_id` and `last_active_at`, when the
   * person last touched each (its start or its latest answer): what a reminder waits on.
   */
  openAttemptsActivity: (database: Reader) => Knex.QueryBuilder;
}

/** Where a position named by an invitation stands (hiring's states, D90). */
export type InvitedPositionState = 'open' | 'closed' | 'scheduled' | 'full';

/** What accepting an invitation to a position did: the application, or why none was made. */
export type InvitedApplicationOutcome =
  'applied' | 'alreadyApplied' | 'positionGone' | Exclude<InvitedPositionState, 'open'>;

/**
 * What invitations naming a position need of hiring, which owns positions and applications
 * (D95), passed in the plugin's options and to `companySessionPortsOf` by the app: this feature
 * does not import hiring, whose services already reach the company's licences through ports.
 */
export interface InvitationPositionPorts {
  /** The company's position, its name and state; undefined when the company has no such one. */
  invitablePositionOf: (
    transaction: Knex.Transaction,
    companyId: number,
    positionId: number,
  ) => Promise<{ name: string; state: InvitedPositionState } | undefined>;
  /**
   * The invitee's application to the position, on one of its places, in the acceptance's
   * transaction; its source is `invitation`, or `file` for an invitation sent from a file.
   */
  applyByInvitation: (
    transaction: Knex.Transaction,
    invited: {
      companyId: number;
      positionId: number;
      userId: number;
      source: 'invitation' | 'file';
    },
  ) => Promise<InvitedApplicationOutcome>;
}

/** Stands in where no composition names positions: an invitation cannot name one there. */
export const noInvitationPositions: InvitationPositionPorts = {
  invitablePositionOf: () => Promise.resolve(undefined),
  applyByInvitation: () =>
    Promise.reject(new Error('Accepting an invitation to a position needs hiring’s ports')),
};
