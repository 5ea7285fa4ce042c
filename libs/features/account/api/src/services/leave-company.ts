import { lockCompanyAdministrators, refuseLosingLastAdministrator } from '@facet/company-api';
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
    // Before one's own row, as the company panel's role changes do: two administrators leaving
    // (or demoting each other) at once then queue, and the second gets 409, not a deadlock.
    const administrators = await lockCompanyAdministrators(transaction, companyId);
    const membership = await transaction('memberships')
      .where({ user_id: userId, company_id: companyId })
      .forUpdate()
      .first<MembershipRow | undefined>('company_id', 'role', 'licence_state');
    if (!membership) throw Boom.badRequest(leaveCompanyRefusals.notAMember);
    refuseLosingLastAdministrator(administrators, userId);
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
