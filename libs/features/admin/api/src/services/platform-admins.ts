import { adminProblems } from '@facet/admin-domain';
import type { PlatformAdminRecord } from '@facet/admin-domain';
import { paginate, problem, type Page, type PageQuery } from '@facet/platform-http';
import type { Language } from '@facet/platform-kernel';
import { buildLink, enqueueMail } from '@facet/platform-mail';
import { hashPassword } from '@facet/platform-security';
import {
  createPlatformAdminAccount,
  deletePlatformAdminAccount,
  issueOneTimeToken,
  passwordResetSeconds,
  updatePlatformAdminAccount,
  type PlatformAdmin,
} from '@facet/session-api';
import type { Knex } from 'knex';
import { anyColumnContains, breachesUniqueIndex } from '@facet/platform-db';
import { recordAdminAction } from './admin-audit';

type PlatformAdminRow = Pick<PlatformAdmin, 'id' | 'name' | 'email' | 'notifications'>;

const emailInUse = () => problem(adminProblems.adminEmailInUse);

function toPlatformAdminRecord(row: PlatformAdminRow): PlatformAdminRecord {
  return {
    petroAdmin_id: Number(row.id),
    name: row.name,
    email: row.email,
    notifications: row.notifications,
  };
}

function platformAdmins(database: Knex | Knex.Transaction) {
  return database('platform_admins').select('id', 'name', 'email', 'notifications');
}

/** GET /admin/get?page: every platform admin, by name. */
export async function listPlatformAdmins(
  database: Knex,
  query: PageQuery,
): Promise<Page<PlatformAdminRecord>> {
  const list = platformAdmins(database).orderByRaw('lower(name), id');
  const page = await paginate<PlatformAdminRow>(list, query);
  return { ...page, rows: page.rows.map(toPlatformAdminRecord) };
}

/** GET /admin/search/petroAdmin?searchTerm: name or e-mail containing the term. */
export async function searchPlatformAdmins(
  database: Knex,
  query: PageQuery & { searchTerm: string },
): Promise<Page<PlatformAdminRecord>> {
  const list = platformAdmins(database)
    .where(
      anyColumnContains({ table: 'platform_admins', columns: ['name', 'email'] }, query.searchTerm),
    )
    .orderByRaw('lower(name), id');
  const page = await paginate<PlatformAdminRow>(list, query);
  return { ...page, rows: page.rows.map(toPlatformAdminRecord) };
}

/** POST /admin/create {name, email, password, lang}: 409 when the e-mail is in use. */
export async function createPlatformAdmin(
  database: Knex,
  adminId: number,
  admin: { name: string; email: string; password: string; lang: Language },
): Promise<PlatformAdminRecord> {
  const passwordHash = await hashPassword(admin.password);
  try {
    return await database.transaction(async (transaction) => {
      const taken = await transaction('platform_admins')
        .whereRaw('lower(email) = lower(?)', [admin.email])
        .first('id');
      if (taken) throw emailInUse();
      const row = await createPlatformAdminAccount(transaction, {
        name: admin.name,
        email: admin.email,
        lang: admin.lang,
        passwordHash,
      });
      await recordAdminAction(transaction, adminId, {
        action: 'platform-admin.created',
        target: `platform admin #${row.id}`,
      });
      return toPlatformAdminRecord(row);
    });
  } catch (error) {
    if (breachesUniqueIndex(error)) throw emailInUse();
    throw error;
  }
}

/**
 * DELETE /admin/delete {petroAdmin_id}: 404 unknown, 409 the only admin. Every admin row is
 * locked first, so two admins deleting each other at once cannot leave none.
 */
export async function deletePlatformAdmin(
  database: Knex,
  adminId: number,
  targetId: number,
): Promise<void> {
  await database.transaction(async (transaction) => {
    const admins = await transaction('platform_admins').forUpdate().select('id');
    if (!admins.some((admin) => Number(admin.id) === targetId)) {
      throw problem(adminProblems.adminNotFound);
    }
    if (admins.length <= 1) {
      throw problem(adminProblems.onlyAdmin);
    }
    await deletePlatformAdminAccount(transaction, targetId);
    await recordAdminAction(transaction, adminId, {
      action: 'platform-admin.deleted',
      target: `platform admin #${targetId}`,
    });
  });
}

/** PATCH /admin/update {name, notifications}: the caller's record, or the one named. 404 unknown. */
export async function updatePlatformAdmin(
  database: Knex,
  adminId: number,
  update: { petroAdmin_id?: number; name?: string; notifications?: boolean },
): Promise<PlatformAdminRecord> {
  const targetId = update.petroAdmin_id ?? adminId;
  return database.transaction(async (transaction) => {
    const row = await updatePlatformAdminAccount(transaction, targetId, update);
    if (!row) throw problem(adminProblems.adminNotFound);
    await recordAdminAction(transaction, adminId, {
      action: 'platform-admin.updated',
      target: `platform admin #${targetId}`,
      details: { name: update.name, notifications: update.notifications },
    });
    return toPlatformAdminRecord(row);
  });
}

/**
 * Sends an admin a link to set a new password, the same link and mail as the session feature's
 * /admin/forgot-password (purpose `admin_password_reset`, page /admin/set-password/{token}),
 * without its per-address rate limit: here an admin asks on another's behalf. 404 unknown.
 */
export async function sendPlatformAdminPasswordReset(
  database: Knex,
  adminId: number,
  request: { petroAdmin_id: number; lang: Language },
  publicUrl: string,
): Promise<void> {
  await database.transaction(async (transaction) => {
    const target = await transaction('platform_admins')
      .where({ id: request.petroAdmin_id })
      .first('email');
    if (!target) throw problem(adminProblems.adminNotFound);
    const secret = await issueOneTimeToken(transaction, {
      purpose: 'admin_password_reset',
      email: target.email,
      expiresInSeconds: passwordResetSeconds,
    });
    await enqueueMail(transaction, {
      kind: 'admin-password-reset',
      to: target.email,
      lang: request.lang,
      data: { link: buildLink(publicUrl, `/admin/set-password/${secret}`) },
    });
    await recordAdminAction(transaction, adminId, {
      action: 'platform-admin.password-reset-sent',
      target: `platform admin #${request.petroAdmin_id}`,
    });
  });
}
