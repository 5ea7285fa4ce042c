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
    const membership = await transaction('memberships')
      .where({ user_id: userId })
      .forUpdate()
      .first<MembershipRow | undefined>('company_id', 'role', 'licence_state');
    if (!membership) throw Boom.badRequest(leaveCompanyRefusals.notAMember);
    const companyId = Number(membership.company_id);
    if (membership.role === 'admin') {
      // Locks every administrator row of the company, as the company panel's role changes do,
      // so two administrators leaving at once cannot leave the company with none.
      const admins = await transaction('memberships')
        .where({ company_id: companyId, role: 'admin' })
        .forUpdate()
        .select('user_id');
      if (admins.length <= 1) throw Boom.conflict(leaveCompanyRefusals.soleAdministrator);
    }
    await transaction('group_members')
      .where({ user_id: userId })
      .whereIn('group_id', transaction('groups').where({ company_id: companyId }).select('id'))
      .delete();
    await transaction('memberships').where({ user_id: userId }).delete();
    const user = await transaction('users').where({ id: userId }).first<{ email: string }>('email');
    await transaction('audit_log').insert({
      actor_kind: 'user',
      actor_id: userId,
      company_id: companyId,
      action: 'company.member_left',
      target: user.email,
      details: JSON.stringify({
        reason: 'left from the account page',
        role: membership.role,
        licence_state: membership.licence_state,
        lang,
      }),
    });
    return readAccountProfile(transaction, userId);
  });
}
