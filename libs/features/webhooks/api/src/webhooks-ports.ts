import type { ScaleScores } from '@facet/assessment-domain';
import type { Knex } from 'knex';

/**
 * What a delivery's payload needs of the features that own it, passed by the app to the delivery
 * job (D84): this feature does not import them. Session names the person, assessment holds the
 * scores an endpoint may opt into.
 */
export interface WebhooksPorts {
  userContactOf: (
    transaction: Knex.Transaction,
    userId: number,
  ) => Promise<{ id: number; email: string; name: string } | undefined>;
  /** A stored result's scores and the norms they were scored on; undefined when it is gone. */
  resultScoresOf: (
    transaction: Knex.Transaction,
    resultId: number,
  ) => Promise<{ scores: ScaleScores; norm_version: string } | undefined>;
}
