import { companyProblems } from '@facet/company-domain';
import { problem } from '@facet/platform-http';
import type { Knex } from 'knex';
import type { InvitationPositionPorts, InvitedApplicationOutcome } from '../company-ports';

/**
 * Invitations naming one of the company's positions (D95): the position is checked when the
 * invitation is sent and its application made when it is accepted, both through hiring's ports.
 */

const refusals = {
  positionGone: companyProblems.invitationPositionNotFound,
  closed: companyProblems.invitationPositionClosed,
  scheduled: companyProblems.invitationPositionNotYetOpen,
  full: companyProblems.invitationPositionFull,
} as const satisfies Record<
  Exclude<InvitedApplicationOutcome, 'applied' | 'alreadyApplied'>,
  unknown
>;

/** A position an invitation names, as the invitation keeps it. */
export interface InvitedPosition {
  id: number;
  name: string;
}

/**
 * The company's position an invitation may name: 404 when the company has none by that id, 409
 * when it is closed (or past its closing), not yet open or without a place left. A place is
 * taken only on acceptance, so invitations sent side by side may outnumber the places: the
 * first to accept take them, as visitors of the link do.
 */
export async function invitablePosition(
  ports: InvitationPositionPorts,
  transaction: Knex.Transaction,
  companyId: number,
  positionId: number,
): Promise<InvitedPosition> {
  const position = await ports.invitablePositionOf(transaction, companyId, positionId);
  if (!position) throw problem(refusals.positionGone);
  if (position.state !== 'open') throw problem(refusals[position.state]);
  return { id: positionId, name: position.name };
}

/**
 * The accepted invitation's application, in the acceptance's transaction: refused with the
 * position's state when it has closed or filled since it was sent, which undoes the acceptance
 * too (the link stays usable), as a link's confirmation is refused whole.
 */
export async function applyForAcceptedInvitation(
  ports: InvitationPositionPorts,
  transaction: Knex.Transaction,
  accepted: { companyId: number; userId: number; positionId: number; fromFile: boolean },
): Promise<void> {
  const outcome = await ports.applyByInvitation(transaction, {
    companyId: accepted.companyId,
    positionId: accepted.positionId,
    userId: accepted.userId,
    source: accepted.fromFile ? 'file' : 'invitation',
  });
  if (outcome === 'applied' || outcome === 'alreadyApplied') return;
  throw problem(refusals[outcome]);
}
