import { defineProblems, type CompanyRole } from '@facet/platform-kernel';

/** Invitations are valid for 7 days (DESIGN §3). */
export const invitationValidSeconds = 7 * 24 * 60 * 60;
/** The same address cannot be invited again by the same company within one hour (spec §9). */
export const reinviteWaitSeconds = 60 * 60;

/**
 * Invitation mails a company may send in any 24 hours unless `INVITATION_MAILS_PER_DAY` says
 * otherwise (security review N4): a large hiring wave, yet not a mailing list of outside
 * addresses (docs/decisions.md D54).
 */
export const defaultInvitationMailsPerDay = 1000;

/** Managers may invite anyone but an administrator; only a company admin makes another admin. */
export function mayInviteWithRole(inviterRole: CompanyRole | 'platformAdmin', role: CompanyRole) {
  return role !== 'admin' || inviterRole === 'admin' || inviterRole === 'platformAdmin';
}

/**
 * A company's licences in the one vocabulary every screen uses (docs/decisions.md D61),
 * against the fixed total it bought: each licence is available, assigned to a member who has not
 * started, held by a pending invitation that assigns one, or used by an attempt (in progress or
 * finished). Adding or revoking licences changes the total; nothing else does.
 */
export interface LicenceCounts {
  purchased: number;
  available: number;
  assigned: number;
  heldByInvitations: number;
  used: number;
}

/**
 * The counts from what is stored: `unspent` is the company's licence count, which a launch
 * lowers by one as `used` grows by one, so the purchased total is their sum. Available is never
 * below zero, even after licences were revoked below what is assigned and held.
 */
export function licenceCounts(stored: {
  unspent: number;
  used: number;
  assigned: number;
  heldByInvitations: number;
}): LicenceCounts {
  const { unspent, used, assigned, heldByInvitations } = stored;
  return {
    purchased: unspent + used,
    available: Math.max(0, unspent - assigned - heldByInvitations),
    assigned,
    heldByInvitations,
    used,
  };
}

/**
 * What needs a company admin (edit the company, change roles, release people, cancel
 * invitations) is also open to a platform admin acting for the company.
 */
export function actsAsCompanyAdmin(viewerRole: CompanyRole | 'platformAdmin' | undefined) {
  return viewerRole === 'admin' || viewerRole === 'platformAdmin';
}

/**
 * The one sentence for a person another company holds (its administrator, or invited by it):
 * which of the two, and that the company exists at all, are the other tenant's facts, so both
 * read alike (security review N2, docs/decisions.md D54).
 */
export const cannotBeInvitedHereMessage = 'This person cannot be invited from here.';

/**
 * Why an address cannot be invited (spec/api.md §8 "Invite"), each with the status and sentence
 * of the single invitation. The single invite answers one as an error; a bulk invitation reports
 * it on the row it refuses, the two about other companies as one reason (`notInvitableHere`).
 */
export const invitationRefusals = defineProblems('invitation', {
  roleNeedsAdministrator: {
    status: 403,
    message: 'Only a company administrator can invite another administrator.',
  },
  alreadyMember: { status: 409, message: 'This person is already in your company.' },
  administersAnotherCompany: { status: 403, message: cannotBeInvitedHereMessage },
  pendingHere: {
    status: 400,
    message: 'There is already a pending invitation for this e-mail address.',
  },
  pendingElsewhere: { status: 423, message: cannotBeInvitedHereMessage },
  invitedWithinTheHour: {
    status: 429,
    message: 'This address was invited less than an hour ago. Please wait.',
  },
  noLicences: { status: 402, message: 'Your company has no licences left.' },
  mailCapReached: {
    status: 429,
    message:
      'Your company has sent as many invitations as it may in 24 hours. Please try again tomorrow.',
  },
});
export type InvitationRefusal = keyof typeof invitationRefusals;
/** Refusals about the company's budget rather than the address: licences and the daily mail cap. */
export type CompanyWideRefusal = 'noLicences' | 'mailCapReached';

/** What the database knows about an address when a company considers inviting it. */
export interface InviteeFacts {
  userId: number | null;
  membership: { companyId: number; role: CompanyRole } | null;
  /** Companies with an invitation for the address still waiting for an answer. */
  pendingCompanyIds: readonly number[];
  /** This company invited the address less than `reinviteWaitSeconds` ago. */
  invitedHereRecently: boolean;
}

/**
 * The first reason, in the order a person would want to hear them, why the company cannot invite
 * the address with this role; undefined when it may. Licences are counted apart: one invitation
 * needs one, a file of them as many as it has valid rows.
 */
export function invitationRefusal(
  invitation: {
    companyId: number;
    inviterRole: CompanyRole | 'platformAdmin';
    role: CompanyRole;
  },
  facts: InviteeFacts,
): Exclude<InvitationRefusal, CompanyWideRefusal> | undefined {
  if (!mayInviteWithRole(invitation.inviterRole, invitation.role)) return 'roleNeedsAdministrator';
  if (facts.membership?.companyId === invitation.companyId) return 'alreadyMember';
  if (facts.membership?.role === 'admin') return 'administersAnotherCompany';
  if (facts.pendingCompanyIds.includes(invitation.companyId)) return 'pendingHere';
  if (facts.pendingCompanyIds.length > 0) return 'pendingElsewhere';
  if (facts.invitedHereRecently) return 'invitedWithinTheHour';
  return undefined;
}
