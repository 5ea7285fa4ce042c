import {
  recordCompanyChange,
  resolveCompanyActor,
  type CompanyActor,
  type CompanyPrincipal,
} from '@facet/platform-tenancy';
import { paginate, type Page, type PageQuery, problem } from '@facet/platform-http';
import type { Problem } from '@facet/platform-kernel';
import { profilesProblems, type ProfileContent, type ProfileRecord } from '@facet/profiles-domain';
import { maximumField, minimumField, type ProfileRangeFields } from '@facet/reports-domain';
import { scales } from '@facet/assessment-domain';
import { breachesUniqueIndex } from '@facet/platform-db';
import type { Knex } from 'knex';

const rangeColumns = scales.flatMap((scale) => [minimumField(scale), maximumField(scale)]);

interface ProfileRow extends ProfileRangeFields {
  id: number;
  company_id: number | null;
  name: string;
  updated_at: Date;
}

export function toProfileRecord(row: ProfileRow): ProfileRecord {
  const fields = {} as ProfileRangeFields;
  for (const column of rangeColumns) fields[column] = row[column] ?? null;
  return {
    profile_id: Number(row.id),
    company_id: row.company_id === null ? null : Number(row.company_id),
    name: row.name,
    global: row.company_id === null,
    updated_at: new Date(row.updated_at).toISOString(),
    ...fields,
  };
}

const profileColumns = ['id', 'company_id', 'name', 'updated_at', ...rangeColumns] as const;

/** The profiles a company may read: its own and the global ones. */
function visibleProfiles(transaction: Knex.Transaction, companyId: number) {
  return transaction('profiles').where((where) =>
    where.where('company_id', companyId).orWhereNull('company_id'),
  );
}

/**
 * A profile the company may read (its own or a global one), or 404: another company's profile is
 * "not found", so its ids cannot be probed. Groups and comparisons use it to check a profile_id.
 */
export async function findVisibleProfile(
  transaction: Knex.Transaction,
  companyId: number,
  profileId: number,
  notFound: Problem = profilesProblems.notFound,
): Promise<ProfileRecord> {
  const row = await visibleProfiles(transaction, companyId)
    .andWhere('id', profileId)
    .first(...profileColumns);
  if (!row) throw problem(notFound);
  return toProfileRecord(row);
}

/** A company's own profile, locked for a change; 403 for a global one, 404 otherwise. */
async function lockedOwnProfile(
  transaction: Knex.Transaction,
  actor: CompanyActor,
  profileId: number,
): Promise<ProfileRecord> {
  const visible = await visibleProfiles(transaction, actor.companyId)
    .andWhere('id', profileId)
    .first('company_id');
  if (!visible) throw problem(profilesProblems.notFound);
  if (visible.company_id === null) throw problem(profilesProblems.globalReadOnly);
  // Locked apart from the read above: row-level security lets a company lock only its own rows.
  const row = await transaction('profiles')
    .where({ id: profileId, company_id: actor.companyId })
    .forUpdate()
    .first(...profileColumns);
  if (!row) throw problem(profilesProblems.notFound);
  return toProfileRecord(row);
}

/** Whether another profile the company sees (its own or global) already has this name. */
async function nameTaken(
  transaction: Knex.Transaction,
  companyId: number,
  name: string,
  exceptProfileId?: number,
): Promise<boolean> {
  const query = visibleProfiles(transaction, companyId).andWhereRaw('lower(name) = lower(?)', [
    name,
  ]);
  if (exceptProfileId !== undefined) query.andWhereNot('id', exceptProfileId);
  return Boolean(await query.first('id'));
}

/**
 * GET /profiles/get-profile?page: the company's own profiles first, by name, then the global
 * ones. Services take the principal, so the platform admin's /admin-companies routes reuse them.
 */
export async function listProfiles(
  database: Knex,
  principal: CompanyPrincipal,
  query: PageQuery,
): Promise<Page<ProfileRecord>> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const list = visibleProfiles(transaction, actor.companyId)
      .select(profileColumns)
      .orderByRaw('company_id is null, lower(name), id');
    const page = await paginate<ProfileRow>(list, query);
    return { ...page, rows: page.rows.map(toProfileRecord) };
  });
}

/** GET /profiles/get-profile/{profile_id}: 404 unless the company's own or a global profile. */
export async function getProfile(
  database: Knex,
  principal: CompanyPrincipal,
  profileId: number,
): Promise<ProfileRecord> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    return findVisibleProfile(transaction, actor.companyId, profileId);
  });
}

/** POST /profiles/create-profile: 409 when the company already sees a profile of that name. */
export async function createProfile(
  database: Knex,
  principal: CompanyPrincipal,
  content: ProfileContent,
): Promise<ProfileRecord> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    if (await nameTaken(transaction, actor.companyId, content.name)) {
      throw problem(profilesProblems.nameExists);
    }
    try {
      const [row] = await transaction('profiles')
        .insert({ ...content, company_id: actor.companyId })
        .returning(profileColumns);
      await recordCompanyChange(transaction, actor, {
        action: 'profile.created',
        target: content.name,
        details: { profile_id: Number(row!.id) },
      });
      return toProfileRecord(row!);
    } catch (error) {
      if (breachesUniqueIndex(error, 'profiles_name_per_company')) {
        throw problem(profilesProblems.nameExists);
      }
      throw error;
    }
  });
}

/**
 * PATCH /profiles/update-profile: replaces the name and every range. 403 global profile, 404 not
 * the company's, 422 name used by another profile, 409 changed by someone else since `updatedAt`.
 */
export async function updateProfile(
  database: Knex,
  principal: CompanyPrincipal,
  change: { profile_id: number; updated_at?: string; content: ProfileContent },
): Promise<ProfileRecord> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const current = await lockedOwnProfile(transaction, actor, change.profile_id);
    if (
      change.updated_at !== undefined &&
      new Date(change.updated_at).getTime() !== new Date(current.updated_at).getTime()
    ) {
      throw problem(profilesProblems.changedMeanwhile);
    }
    if (await nameTaken(transaction, actor.companyId, change.content.name, change.profile_id)) {
      throw problem(profilesProblems.nameUnavailable);
    }
    try {
      const [row] = await transaction('profiles')
        .where({ id: change.profile_id, company_id: actor.companyId })
        .update({ ...change.content, updated_at: transaction.fn.now() })
        .returning(profileColumns);
      await recordCompanyChange(transaction, actor, {
        action: 'profile.updated',
        target: change.content.name,
        details: { profile_id: change.profile_id, previous_name: current.name },
      });
      return toProfileRecord(row!);
    } catch (error) {
      if (breachesUniqueIndex(error, 'profiles_name_per_company')) {
        throw problem(profilesProblems.nameUnavailable);
      }
      throw error;
    }
  });
}

/**
 * DELETE /profiles/delete-profile (company admins): groups using it are left without a profile,
 * saved comparisons with it are dropped. 403 global, 404 not the company's.
 */
export async function deleteProfile(
  database: Knex,
  principal: CompanyPrincipal,
  profileId: number,
): Promise<{ profile_id: number }> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const profile = await lockedOwnProfile(transaction, actor, profileId);
    await transaction('profiles').where({ id: profileId, company_id: actor.companyId }).delete();
    await recordCompanyChange(transaction, actor, {
      action: 'profile.deleted',
      target: profile.name,
      details: { profile_id: profileId },
    });
    return { profile_id: profileId };
  });
}
