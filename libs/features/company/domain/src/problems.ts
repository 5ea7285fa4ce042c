import { defineProblems, type CompanyRole } from '@facet/platform-kernel';
import { bulkInvitationColumns, requiredBulkInvitationColumns } from './bulk-invitations';
import { companyLogoMaxBytes, companyLogoMaxPixels } from './company-branding';

/** The English reason a file reader gives for refusing a file, naming what it found. */
type FileReason = { reason: string };
const reasonOf = ({ reason }: FileReason) => reason;

/**
 * Why a call on a company, its people, invitations, reminders or branding is refused (spec/api.md
 * §8); the web says each in the person's language. The refusals of a single invitation are
 * `invitationRefusals`, as a file of invitations reports them per row.
 */
export const companyProblems = defineProblems('company', {
  notFound: { status: 404, message: 'This company does not exist.' },
  notAMember: { status: 404, message: 'You are not a member of a company.' },
  /**
   * A company keeps at least one administrator (product.md §4), or nobody could run it. Every
   * call that could take its last one away (a demotion, a release, leaving, deleting the account)
   * answers this 409.
   */
  lastAdmin: {
    status: 409,
    message:
      'This is the last administrator of the company; make someone else its administrator first.',
  },
  notAnEmployee: { status: 404, message: 'This person is not an employee of your company.' },
  ownRole: { status: 409, message: 'You cannot change your own role.' },
  sameRole: {
    status: 409,
    message: ({ role }: { role: CompanyRole }) => `This person already has the ${role} role.`,
  },
  licenceInUse: {
    status: 409,
    message: 'An assessment is in progress; its licence cannot be changed now.',
  },
  alreadyLicensed: { status: 409, message: 'This person already has a licence.' },
  alreadyUnlicensed: { status: 409, message: 'This person already has no licence.' },
  noLicencesToGrant: { status: 402, message: 'Your company has no licences left to grant.' },
  releaseSelf: {
    status: 409,
    message: 'You cannot release yourself; leave the company from your account page.',
  },
  nameInUse: { status: 409, message: 'Another company already uses this name.' },
  emailInUse: { status: 409, message: 'Another company already uses this e-mail address.' },
  invitationLinkInvalid: { status: 404, message: 'This invitation link is not valid.' },
  invitationUsed: { status: 409, message: 'This invitation has already been used.' },
  invitationCancelled: { status: 410, message: 'This invitation was cancelled.' },
  invitationExpired: {
    status: 410,
    message: 'This invitation has expired. Please ask for a new one.',
  },
  invitationForSomeoneElse: {
    status: 403,
    message: 'This invitation was sent to another e-mail address.',
  },
  alreadyInCompany: { status: 409, message: 'You are already a member of this company.' },
  administersAnotherCompany: {
    status: 403,
    message: 'You administer another company; hand that over before joining this one.',
  },
  noPendingInvitation: {
    status: 404,
    message: 'There is no pending invitation for this e-mail address.',
  },
  fileNeedsLicences: {
    status: 402,
    message: ({ invitations, available }: { invitations: number; available: number }) =>
      `The ${invitations} valid rows need ${invitations} licences; your company has ` +
      `${available} available (pending invitations hold one each). Nothing was sent.`,
  },
  fileOverMailCap: {
    status: 429,
    message: ({ invitations, mailsLeft }: { invitations: number; mailsLeft: number }) =>
      `Your company may send ${mailsLeft} more invitations in the next 24 hours; the file ` +
      `has ${invitations} valid rows. Nothing was sent.`,
  },
  fileNotATable: { status: 415, message: reasonOf },
  fileTooLarge: { status: 413, message: reasonOf },
  fileFormula: { status: 422, message: reasonOf },
  fileEmpty: { status: 400, message: reasonOf },
  fileMissingColumns: {
    status: 400,
    message: ({ missing }: { missing: readonly string[] }) =>
      `The file lacks the column(s) ${missing.join(', ')}. Its first row must name the columns ` +
      `${requiredBulkInvitationColumns.join(', ')} (and may name ${bulkInvitationColumns
        .filter((column) => !(requiredBulkInvitationColumns as readonly string[]).includes(column))
        .join(', ')}).`,
  },
  logoNotAnImage: { status: 415, message: 'The logo must be a PNG or SVG picture.' },
  logoTooLarge: {
    status: 413,
    message: `The logo may be at most ${companyLogoMaxBytes / 1024} KB.`,
  },
  logoTooManyPixels: {
    status: 422,
    message: `A PNG logo may be at most ${companyLogoMaxPixels} pixels wide and high.`,
  },
  logoMissing: { status: 400, message: 'Send the logo as the body of the request.' },
  noLogo: { status: 404, message: 'Your company has no logo.' },
  logoNotFound: { status: 404, message: 'There is no logo at this address.' },
  noInvitationToRemind: { status: 404, message: 'There is no pending invitation to remind.' },
  noAssessmentToRemind: {
    status: 404,
    message: 'This person has no unfinished assessment to remind.',
  },
  nothingToRemind: { status: 404, message: 'There is nothing left to remind this person of.' },
  remindedRecently: {
    status: 429,
    message: 'A reminder was sent to this person less than 24 hours ago. Please wait.',
  },
  /**
   * An invitation naming a position (D95): the position must be the company's and take
   * applicants now, when the invitation is sent and again when it is accepted.
   */
  invitationPositionNotFound: {
    status: 404,
    message: 'This position does not exist in your company.',
  },
  invitationPositionClosed: {
    status: 409,
    message: 'This position is closed to new applicants.',
  },
  invitationPositionNotYetOpen: {
    status: 409,
    message: 'This position does not take applicants yet.',
  },
  invitationPositionFull: {
    status: 409,
    message: 'This position has no place left.',
  },
});
