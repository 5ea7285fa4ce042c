import { recordAudit } from '@facet/platform-db';
import {
  leaveCompanyRefusals,
  type AccountProfile,
  type LeaveCompanyPayload,
} from '@facet/account-domain';
import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import { readAccountProfile } from './account-profile';

interface MembershipRow {
  company_id: string | number;
  role: string;
  licence_state: string;
}

/**
 * The person leaves their company (spec/product.md §4). Their account and results stay theirs;
 * the membership, and with it the role and the licence state, is removed, as are their places in
 * the company's groups, so the company no longer lists them anywhere. The last administrator
 * cannot leave: the company would have nobody to run it.
 */
export async function leaveCompany(
  database: Knex,
  userId: number,
  { lang }: LeaveCompanyPayload,
): Promise<AccountProfile> {
  return database.transaction(async (transaction) => {
    const company = await transaction('memberships')
      .where({ user_id: userId })
      .first<{ company_id: string | number } | undefined>('company_id');
    if (!company) throw Boom.badRequest(leaveCompanyRefusals.notAMember);
    const companyId = Number(company.company_id);
    // Locks every administrator row of the company in user-id order before one's own row, as the
    // company panel's role changes do: two administrators leaving (or demoting each other) at
    // once then queue, the second sees one administrator left and gets 409 instead of a deadlock.
    const admins = await transaction('memberships')
      .where({ company_id: companyId, role: 'admin' })
      .orderBy('user_id')
      .forUpdate()
      .select('user_id');
    const membership = await transaction('memberships')
      .where({ user_id: userId, company_id: companyId })
      .forUpdate()
      .first<MembershipRow | undefined>('company_id', 'role', 'licence_state');
    if (!membership) throw Boom.badRequest(leaveCompanyRefusals.notAMember);
    if (membership.role === 'admin' && admins.length <= 1) {
      throw Boom.conflict(leaveCompanyRefusals.soleAdministrator);
    }
    await transaction('group_members')
      .where({ user_id: userId })
      .whereIn('group_id', transaction('groups').where({ company_id: companyId }).select('id'))
      .delete();
    await transaction('memberships').where({ user_id: userId }).delete();
    const user = await transaction('users').where({ id: userId }).first<{ email: string }>('email');
    await recordAudit(transaction, {
      actor: { kind: 'user', id: userId },
      companyId,
      action: 'company.member_left',
      target: user.email,
      subjectUserId: userId,
      details: {
        reason: 'left from the account page',
        role: membership.role,
        licence_state: membership.licence_state,
        lang,
      },
    });
    return readAccountProfile(transaction, userId);
  });
}
