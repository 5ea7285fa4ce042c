import { recordAudit } from '@facet/platform-db';
import {
  accountProblems,
  type AccountProfile,
  type LeaveCompanyPayload,
} from '@facet/account-domain';
import { problem } from '@facet/platform-http';
import type { Knex } from 'knex';
import type { AccountPorts } from '../account-ports';
import { readAccountProfile } from './account-profile';

/**
 * The person leaves their company (spec/product.md §4). Their account and results stay theirs;
 * the membership, and with it the role and the licence state, is removed, as are their places in
 * the company's groups, so the company no longer lists them anywhere. The last administrator
 * cannot leave: the company would have nobody to run it.
 */
export async function leaveCompany(
  ports: AccountPorts,
  database: Knex,
  userId: number,
  { lang }: LeaveCompanyPayload,
): Promise<AccountProfile> {
  return database.transaction(async (transaction) => {
    const current = await ports.membershipWithCompany(transaction, userId);
    if (!current) throw problem(accountProblems.notAMember);
    const companyId = current.company_id;
    const membership = await ports.removeMember(transaction, { userId, companyId });
    if (!membership) throw problem(accountProblems.notAMember);
    const user = await ports.userContactOf(transaction, userId);
    await recordAudit(transaction, {
      actor: { kind: 'user', id: userId },
      companyId,
      action: 'company.member_left',
      target: user?.email,
      subjectUserId: userId,
      details: {
        reason: 'left from the account page',
        role: membership.role,
        licence_state: membership.licence_state,
        lang,
      },
    });
    return readAccountProfile(ports, transaction, userId);
  });
}
