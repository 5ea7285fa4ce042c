import {
  recordCompanyChange,
  resolveCompanyActor,
  type CompanyPrincipal,
} from '@facet/platform-tenancy';
import { companyMembers } from '@facet/company-api';
import { problem } from '@facet/platform-http';
import { profilesProblems } from '@facet/profiles-domain';
import type { ShortlistAnswer, ShortlistChange } from '@facet/profiles-domain';
import type { Knex } from 'knex';
import { findVisibleProfile } from './profiles';

/**
 * The account ids on a profile's shortlist in the company, in the order they were starred; only
 * current members (a person who left is not shortlisted any more).
 */
export async function shortlistedIds(
  transaction: Knex.Transaction,
  companyId: number,
  profileId: number,
): Promise<number[]> {
  const rows = await transaction('ranking_shortlists as s')
    .join(companyMembers(transaction, companyId).as('m'), 'm.user_id', 's.user_id')
    .where({ 's.company_id': companyId, 's.profile_id': profileId })
    .orderBy([{ column: 's.created_at' }, { column: 's.user_id' }])
    .select<{ user_id: string | number }[]>('s.user_id');
  return rows.map((row) => Number(row.user_id));
}

/** GET /companies/ranking-shortlist?profile_id: managers; 404 for another company's profile. */
export async function getShortlist(
  database: Knex,
  principal: CompanyPrincipal,
  profileId: number,
): Promise<ShortlistAnswer> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    await findVisibleProfile(transaction, actor.companyId, profileId);
    return {
      profile_id: profileId,
      user_ids: await shortlistedIds(transaction, actor.companyId, profileId),
    };
  });
}

/**
 * POST (star) and DELETE (unstar) /companies/ranking-shortlist {profile_id, user_id}: managers;
 * the profile must be one the company sees and the person a current member (404 otherwise).
 * Starring twice or unstarring someone not starred changes nothing; a change is audited.
 */
export async function changeShortlist(
  database: Knex,
  principal: CompanyPrincipal,
  change: ShortlistChange,
  starred: boolean,
): Promise<ShortlistAnswer> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const profile = await findVisibleProfile(transaction, actor.companyId, change.profile_id);
    const isMember = await transaction
      .from(companyMembers(transaction, actor.companyId).as('m'))
      .where('m.user_id', change.user_id)
      .first('m.user_id')
      .then((member) => member !== undefined);
    if (!isMember) throw problem(profilesProblems.notAMember);
    const row = {
      company_id: actor.companyId,
      profile_id: change.profile_id,
      user_id: change.user_id,
    };
    const changed = starred
      ? (
          await transaction('ranking_shortlists')
            .insert(row)
            .onConflict()
            .ignore()
            .returning('user_id')
        ).length
      : await transaction('ranking_shortlists').where(row).delete();
    if (changed > 0) {
      await recordCompanyChange(transaction, actor, {
        action: starred ? 'ranking.shortlisted' : 'ranking.unshortlisted',
        subjectUserId: change.user_id,
        target: profile.name,
        details: { profile_id: change.profile_id },
      });
    }
    return {
      profile_id: change.profile_id,
      user_ids: await shortlistedIds(transaction, actor.companyId, change.profile_id),
    };
  });
}
