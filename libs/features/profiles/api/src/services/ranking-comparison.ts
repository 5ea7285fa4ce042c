import {
  currentNorms,
  describeScore,
  describeScores,
  domains,
  facets,
  normsOfVersion,
  type Scale,
} from '@facet/assessment-domain';
import {
  recordResultView,
  resolveCompanyActor,
  type CompanyPrincipal,
} from '@facet/platform-tenancy';
import { companyMembers } from '@facet/company-api';
import { problem } from '@facet/platform-http';
import { resultReadActions } from '@facet/platform-kernel';
import {
  fitScoreOf,
  profilesProblems,
  type ComparedPerson,
  type ComparedScale,
  type RankingComparisonAnswer,
} from '@facet/profiles-domain';
import { rangesFromProfileFields, type ProfileRanges } from '@facet/reports-domain';
import type { Knex } from 'knex';
import { latestResultsOf, storedScoresOf, type MemberResultRow } from './profile-ranking';
import { findVisibleProfile } from './profiles';

/** The scales set side by side: the five domains, then the thirty facets. */
const comparedScales: readonly Scale[] = [...domains, ...facets];

/**
 * The profile's ranges as percentiles of the current norms, so that the band and the people's
 * markers share one axis (every screen shows percentiles).
 */
function rangesAsPercentiles(ranges: ProfileRanges): ComparedScale[] {
  return comparedScales.map((scale) => {
    const range = ranges[scale];
    if (!range) return { scale, range: null };
    const norm = currentNorms.scales[scale];
    return {
      scale,
      range: {
        low: describeScore(scale, range.min, norm).percentile,
        high: describeScore(scale, range.max, norm).percentile,
      },
    };
  });
}

/**
 * GET /companies/compare-ranked-members: 2–4 members' latest results in the company side by side
 * against a profile, as percentiles (decision D63). Each must be a current member with a
 * result (404 otherwise, as for another company's profile). An invalid result is listed without
 * scores, as in the ranking. Audited as one view listing the people.
 */
export async function compareRankedMembers(
  database: Knex,
  principal: CompanyPrincipal,
  query: { profile_id: number; user_ids: number[]; role?: 'manager' | 'admin' },
): Promise<RankingComparisonAnswer> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const profile = await findVisibleProfile(transaction, actor.companyId, query.profile_id);
    const ranges = rangesFromProfileFields(profile);
    const rows = await transaction
      .from(companyMembers(transaction, actor.companyId).as('m'))
      .join(latestResultsOf(transaction, actor.companyId), 'r.user_id', 'm.user_id')
      .whereIn('m.user_id', query.user_ids)
      .select<Pick<MemberResultRow, 'user_id' | 'name' | 'result_id' | 'validity'>[]>(
        'm.user_id',
        'm.name',
        'r.id as result_id',
        'r.validity',
      );
    if (rows.length !== query.user_ids.length) throw problem(profilesProblems.notRanked);
    const stored = await storedScoresOf(
      transaction,
      rows.map((row) => Number(row.result_id)),
    );
    const byUser = new Map(rows.map((row) => [Number(row.user_id), row]));
    const people = query.user_ids.map((userId): ComparedPerson => {
      const row = byUser.get(userId)!;
      const scores = stored.get(Number(row.result_id))!;
      const norms = normsOfVersion(scores.norm_version);
      const described = row.validity === 'invalid' ? null : describeScores(scores.scores, norms);
      return {
        user_id: userId,
        name: row.name,
        validity: row.validity,
        fitScore:
          fitScoreOf({ scores: scores.scores, norms, validity: row.validity }, ranges)?.score ??
          null,
        percentiles: described
          ? Object.fromEntries(comparedScales.map((scale) => [scale, described[scale].percentile]))
          : null,
      };
    });
    await recordResultView(transaction, actor, {
      action: resultReadActions.ranking,
      target: profile.name,
      people: query.user_ids,
      details: { profile_id: profile.profile_id, compared: true },
    });
    return {
      profile: { profile_id: profile.profile_id, name: profile.name },
      scales: rangesAsPercentiles(ranges),
      people,
    };
  });
}
