import type { ActingRole } from './company-roles';
import { defineProblems } from './problems';

/** Refusals of who is calling: no valid session, or a role in the company that is too low. */
export const accessProblems = defineProblems('access', {
  /** Any missing, expired, forged or revoked credential: which one would only help a prober. */
  signInAgain: { status: 401, message: 'Please sign in again.' },
  roleRequired: {
    status: 403,
    message: ({ role }: { role: ActingRole }) => `This needs the ${role} role in your company.`,
  },
  /** A platform admin named a company, by id, that does not exist (or no longer does). */
  companyNotFound: { status: 404, message: 'This company does not exist.' },
  /**
   * The person's company signs its members in through its identity provider (single sign-on,
   * D99): thrown by that feature, said by the sign-in pages, so it is the platform's.
   */
  singleSignOnRequired: {
    status: 403,
    message:
      'Your company signs you in through its identity provider: use "Sign in with single sign-on".',
  },
});

/** Refusals of the request itself, found before or below any feature's own rules. */
export const requestProblems = defineProblems('request', {
  /** A schema refused a field; the message names each field and its problem. */
  invalid: { status: 400, message: ({ issues }: { issues: string }) => issues },
  tooLarge: { status: 413, message: 'The request is too large.' },
  /** A rate limit is used up; the message names the limit and when to try again. */
  rateLimited: {
    status: 429,
    message: ({ refusal, minutes }: { refusal: string; minutes: number }) =>
      `${refusal} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  },
  /** The database refused a value a schema let through (SQLSTATE class 22 or a CHECK). */
  outOfRange: { status: 400, message: 'A value is out of its allowed range.' },
  disallowedCharacter: {
    status: 400,
    message: 'A value contains a character that is not allowed.',
  },
  /** A unique key the feature did not check first. */
  alreadyExists: { status: 409, message: 'This record already exists.' },
  /** A foreign key: the record points at one that is gone, or is still pointed at. */
  relatedRecord: { status: 409, message: 'A related record is missing or still in use.' },
  /** PostgreSQL rolled the call back whole for a deadlock or a serialization failure. */
  changedMeanwhile: {
    status: 409,
    message:
      'Someone changed the same records at the same moment; nothing was saved. Please try again.',
  },
});
