import { recordAudits, type AuditEntry } from '@facet/platform-db';
import {
  roleSatisfies,
  type CompanyRole,
  type ResultReadAction,
  accessProblems,
} from '@facet/platform-kernel';
import { problem } from '@facet/platform-http';
import type { Knex } from 'knex';
import type { CompanyPrincipal } from './company-principal';

/** A principal resolved to the one company it may act on, with the role it acts with. */
export interface CompanyActor {
  companyId: number;
  role: CompanyRole | 'platformAdmin';
  /** The acting user, or null for a platform admin (who is not a member). */
  userId: number | null;
  audit: { actor_kind: 'user' | 'admin'; actor_id: number };
}

/**
 * The company a principal may act on and the role it acts with, read in the service's own
 * transaction: a member's membership must satisfy the role their route acts as.
 */
export async function resolveCompanyActor(
  transaction: Knex.Transaction,
  principal: CompanyPrincipal,
): Promise<CompanyActor> {
  if (principal.kind === 'admin') {
    const company = await transaction('companies').where({ id: principal.companyId }).first('id');
    if (!company) throw problem(accessProblems.companyNotFound);
    return {
      companyId: principal.companyId,
      role: 'platformAdmin',
      userId: null,
      audit: { actor_kind: 'admin', actor_id: principal.adminId },
    };
  }
  const membership = await transaction('memberships')
    .where({ user_id: principal.userId })
    .first('company_id', 'role');
  if (!membership || !roleSatisfies(membership.role, principal.actsAs)) {
    throw problem(accessProblems.roleRequired, { role: principal.actsAs });
  }
  return {
    companyId: Number(membership.company_id),
    role: membership.role,
    userId: principal.userId,
    audit: { actor_kind: 'user', actor_id: principal.userId },
  };
}

/** One audit row per change, with actor and time (the table stamps the time). */
export function recordCompanyChange(
  transaction: Knex.Transaction,
  actor: CompanyActor,
  change: Omit<AuditEntry, 'actor' | 'companyId'>,
): Promise<void> {
  return recordCompanyChanges(transaction, actor, [change]);
}

/**
 * One audit row per change of many at once (one per person a bulk change touched), in one
 * statement.
 */
export async function recordCompanyChanges(
  transaction: Knex.Transaction,
  actor: CompanyActor,
  changes: readonly Omit<AuditEntry, 'actor' | 'companyId'>[],
): Promise<void> {
  await recordAudits(
    transaction,
    changes.map((change) => ({
      ...change,
      actor: { kind: actor.audit.actor_kind, id: actor.audit.actor_id },
      companyId: actor.companyId,
    })),
  );
}

/** A person whose results a read showed: their account, and their address for the trail. */
export interface PersonShown {
  userId: number;
  email: string;
}

/**
 * One audit entry per person whose results the actor was shown, in one statement of the read's
 * transaction (docs/decisions.md D41). Reading one's own results is no one else's read: the
 * actor is left out.
 */
export async function recordResultReads(
  transaction: Knex.Transaction,
  actor: CompanyActor,
  read: { action: ResultReadAction; people: readonly PersonShown[]; details?: object },
): Promise<void> {
  await recordCompanyChanges(
    transaction,
    actor,
    read.people
      .filter((person) => person.userId !== actor.userId)
      .map((person) => ({
        action: read.action,
        target: person.email,
        subjectUserId: person.userId,
        details: { ...read.details, actor_role: actor.role },
      })),
  );
}

/**
 * One audit entry for one view of many people's results (a ranking page, a team view, an export),
 * listing the people it showed by id (decisions D63, D70, D73): the trail reads one action as one
 * entry, and each person shown still finds the read on their account. The actor is left out of the people; a view that
 * showed nobody else's results writes nothing.
 */
export async function recordResultView(
  transaction: Knex.Transaction,
  actor: CompanyActor,
  view: { action: ResultReadAction; target: string; people: readonly number[]; details?: object },
): Promise<void> {
  const people = view.people.filter((userId) => userId !== actor.userId);
  if (people.length === 0) return;
  await recordCompanyChange(transaction, actor, {
    action: view.action,
    target: view.target,
    subjectUserId: null,
    people,
    details: { ...view.details, people: people.length, actor_role: actor.role },
  });
}
