import { defineProblems } from '@facet/platform-kernel';
import { sessionFieldProblems } from './field-problems';

const linkUsedMessage = 'This link has already been used.';
const linkExpiredMessage = 'This link has expired. Please ask for a new one.';

/**
 * Why signing in, registering, a one-time link or a session call is refused (spec/api.md §8); the
 * web says each in the person's language. A used or expired link is a 409 for a password reset
 * and a 410 for a registration, so each status is a cause of its own.
 */
export const sessionProblems = defineProblems('session', {
  /** The same answer for an unknown e-mail and a wrong password (DESIGN §3). */
  wrongCredentials: { status: 401, message: 'The e-mail or password is incorrect.' },
  outdatedTerms: {
    status: 422,
    message: 'Please accept the current terms of use and privacy policy to continue.',
  },
  emailInUse: { status: 409, message: 'An account already uses this e-mail address.' },
  currentPasswordWrong: {
    status: 400,
    message: `password: ${sessionFieldProblems.currentPasswordWrong}`,
  },
  linkInvalid: { status: 404, message: 'This link is not valid. Please ask for a new one.' },
  linkUsed: { status: 409, message: linkUsedMessage },
  linkExpired: { status: 409, message: linkExpiredMessage },
  registrationLinkUsed: { status: 410, message: linkUsedMessage },
  registrationLinkExpired: { status: 410, message: linkExpiredMessage },
  accountGone: { status: 404, message: 'No account uses this e-mail address any more.' },
  sessionEnded: { status: 401, message: 'Your session has ended. Please sign in again.' },
  notSignedIn: { status: 401, message: 'You are not signed in.' },
  otherAdministrator: { status: 403, message: 'This session belongs to another administrator.' },
  crossSite: { status: 403, message: 'This call is only accepted from the Facet web app.' },
  /**
   * A passkey's answer that does not pass (D100): unknown credential, used or expired challenge,
   * another site, a bad signature or a counter gone back. One answer, so it tells nothing of which.
   */
  passkeyNotVerified: {
    status: 400,
    message: 'The passkey could not be verified. Please try again.',
  },
  passkeyAlreadyAdded: { status: 409, message: 'This passkey is already added to an account.' },
  passkeyNotFound: { status: 404, message: 'This passkey is not one of yours.' },
  /** Another person's session is not told apart from one that never was. */
  accountSessionNotFound: { status: 404, message: 'This session has ended or is not yours.' },
  thisSessionByLogout: { status: 409, message: 'Sign out to end the session you are using.' },
  /** Without the refresh cookie the session that asked cannot be kept while the others end. */
  thisSessionUnknown: {
    status: 409,
    message: 'The session of this browser could not be recognised. Please sign in again.',
  },
  /**
   * A wrong, used or replayed code: one answer, so it tells nothing of which. A 400, not a 401,
   * which the web reads as an ended session when a signed-in person confirms or removes a factor.
   */
  secondFactorCodeWrong: { status: 400, message: 'The code is not right. Please try again.' },
  secondFactorChallengeExpired: {
    status: 401,
    message: 'This sign-in has expired. Please enter your password again.',
  },
  noEnrolmentStarted: {
    status: 409,
    message: 'Start setting up the authenticator app first.',
  },
  secondFactorAlreadyEnrolled: {
    status: 409,
    message: 'An authenticator app is already set up for this account.',
  },
  noSecondFactor: { status: 404, message: 'No authenticator app is set up for this account.' },
});
