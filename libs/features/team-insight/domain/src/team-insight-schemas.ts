import { actingRoles, languageSchema, bodyIdSchema, urlIdSchema } from '@facet/platform-kernel';
import { z } from 'zod';
import type { ScaleComparison, TeamView } from './team-view';

/** ?role: the acting role, as on the other company calls. */
export const teamInsightQuerySchema = z.object({ role: z.enum(actingRoles).optional() });

/** GET /team-insight/groups/{id} */
export const teamGroupParamsSchema = z.object({ id: urlIdSchema });

/** GET /team-insight/compare?group_a&group_b: two different groups of the company. */
export const teamCompareQuerySchema = teamInsightQuerySchema
  .extend({ group_a: urlIdSchema, group_b: urlIdSchema })
  .refine((query) => query.group_a !== query.group_b, {
    error: 'must name two different groups',
    path: ['group_b'],
  });

/** POST /team-insight/document?lang&role {group_id?}: a group's team view, or the company's. */
export const teamDocumentQuerySchema = teamInsightQuerySchema.extend({
  lang: languageSchema.default('en'),
});
export const teamDocumentPayloadSchema = z.object({ group_id: bodyIdSchema.optional() }).strict();

/** Whose team a view shows. */
export type TeamScope =
  { kind: 'group'; group_id: number; name: string } | { kind: 'company'; name: string };

/** GET /team-insight/groups/{id} and /team-insight/company */
export interface TeamViewAnswer extends TeamView {
  scope: TeamScope;
}

/** GET /team-insight/compare: both groups' counts and their means per scale. */
export interface TeamCompareAnswer {
  a: TeamCompareSide;
  b: TeamCompareSide;
  scales: ScaleComparison[];
}

export interface TeamCompareSide {
  scope: Extract<TeamScope, { kind: 'group' }>;
  counted: number;
  countedQuestionable: number;
  leftOut: TeamView['leftOut'];
}

/** POST /team-insight/document */
export interface TeamDocumentAnswer {
  pdfBase64: string;
}
