import { eraseSubject } from '@facet/platform-db';
import type { Knex } from 'knex';
import type { CandidateRetentionPorts } from '../candidate-retention-ports';

/**
 * Erases what one company holds about one person, through the personal-data registry's
 * `personInCompany` subject (D91): their applications, attempts, answers, results, candidate
 * membership, places in groups and profiles, invitations, reminders and deliveries with that
 * company. Their account and their data with other companies stay; the company's audit trail
 * stays, pseudonymised. Answers the pseudonym, or undefined when the account is gone.
 */
export async function eraseCompanyCopyOf(
  transaction: Knex.Transaction,
  ports: Pick<CandidateRetentionPorts, 'personalDataRegistry' | 'userMailContactOf'>,
  person: { userId: number; companyId: number },
): Promise<string | undefined> {
  const contact = await ports.userMailContactOf(transaction, person.userId);
  if (!contact) return undefined;
  return eraseSubject(transaction, ports.personalDataRegistry, {
    kind: 'personInCompany',
    userId: person.userId,
    email: contact.email.toLowerCase(),
    companyId: person.companyId,
  });
}
