import { recordAudit } from '@facet/platform-db';
import type { AccountProfile } from '@facet/account-domain';
import { problem } from '@facet/platform-http';
import { accessProblems, type CompanyRole, type LicenceState } from '@facet/platform-kernel';
import type { Knex } from 'knex';
import type { AccountPorts } from '../account-ports';

interface ProfileRow {
  name: string;
  email: string;
  role: CompanyRole | null;
  company: string | null;
  licence_state: LicenceState | null;
}

/** The one display helper of the feature: a person's row as GET /user/me answers it. */
export function accountProfileOf(row: ProfileRow): AccountProfile {
  return {
    name: row.name,
    email: row.email,
    role: row.role ?? 'undefined',
    company: row.company ?? null,
    licenceState: row.licence_state ?? 'undefined',
  };
}

/** Reads the person's own record with their membership and company, if they have one. */
export async function readAccountProfile(
  ports: AccountPorts,
  database: Knex | Knex.Transaction,
  userId: number,
): Promise<AccountProfile> {
  const user = await ports.userContactOf(database, userId);
  if (!user) throw problem(accessProblems.signInAgain);
  const membership = await ports.membershipWithCompany(database, userId);
  return accountProfileOf({
    name: user.name,
    email: user.email,
    role: membership?.role ?? null,
    company: membership?.company_name ?? null,
    licence_state: membership?.licence_state ?? null,
  });
}

/** Renames the signed-in person; only their own row can change, the id comes from the token. */
export async function updateProfileName(
  ports: AccountPorts,
  database: Knex,
  userId: number,
  name: string,
): Promise<AccountProfile> {
  return database.transaction(async (transaction) => {
    const before = await ports.lockUserContact(transaction, userId);
    if (!before) throw problem(accessProblems.signInAgain);
    await ports.renameUser(transaction, userId, name);
    if (before.name !== name) {
      await recordAudit(transaction, {
        actor: { kind: 'user', id: userId },
        action: 'account.profile_updated',
        target: before.email,
        subjectUserId: userId,
        details: { from: { name: before.name }, to: { name } },
      });
    }
    return readAccountProfile(ports, transaction, userId);
  });
}
