import type { ApplicationSource, PositionState } from '@facet/hiring-domain';
import type { Knex } from 'knex';
import type { HiringPorts } from '../hiring-ports';
import { hasApplied, settledPosition, storeApplication } from './applications';
import { positionStateOf, type PositionRow } from './position-rows';
import { trySeat, type NewApplicantRefusal } from './position-seats';

/**
 * Positions reached through the company's invitations (D95). Company owns invitations and asks
 * through its ports: whether a position may be named in an invitation, and, when the invitee
 * accepts, for their application. The seat is taken by `trySeat`, as a link's confirmation takes
 * it, so caps and licences hold whichever way people arrive.
 */

/** The ways an invitation brings an applicant, as the application's source says them. */
export type InvitedApplicationSource = Exclude<ApplicationSource, 'link'>;

/** A company's position as an invitation may name it: its name and where it stands. */
export interface InvitablePosition {
  name: string;
  state: PositionState;
}

const companyPosition = (
  transaction: Knex.Transaction,
  companyId: number,
  positionId: number,
): Promise<PositionRow | undefined> =>
  transaction('positions').where({ id: positionId, company_id: companyId }).first();

/** The company's position with its state, or undefined when the company has no such position. */
export async function invitablePositionOf(
  transaction: Knex.Transaction,
  companyId: number,
  positionId: number,
): Promise<InvitablePosition | undefined> {
  const position = await companyPosition(transaction, companyId, positionId);
  return position && { name: position.name, state: positionStateOf(position) };
}

/** What accepting an invitation to a position did about the application. */
export type InvitedApplicationOutcome =
  'applied' | 'alreadyApplied' | 'positionGone' | NewApplicantRefusal;

/**
 * The accepted invitation's application, in the acceptance's transaction: one of the position's
 * seats and the application with its source, or why not. A person who has already applied to the
 * position (through its link, say) keeps that application, and no second seat is taken.
 */
export async function applyByInvitation(
  ports: Pick<
    HiringPorts,
    'returnReservedLicences' | 'spendReservedLicence' | 'publicBrandingOf' | 'userContactOf'
  >,
  transaction: Knex.Transaction,
  invited: {
    companyId: number;
    positionId: number;
    userId: number;
    source: InvitedApplicationSource;
  },
): Promise<InvitedApplicationOutcome> {
  const found = await companyPosition(transaction, invited.companyId, invited.positionId);
  if (!found) return 'positionGone';
  const position = await settledPosition(ports, transaction, found);
  if (await hasApplied(transaction, position, invited.userId)) return 'alreadyApplied';
  const refusal = await trySeat(ports, transaction, position);
  if (refusal) return refusal;
  const contact = await ports.userContactOf(transaction, invited.userId);
  if (!contact) throw new Error(`The invitee's account ${invited.userId} does not exist`);
  await storeApplication(
    ports,
    transaction,
    position,
    { userId: invited.userId, email: contact.email },
    invited.source,
  );
  return 'applied';
}
