import { defineProblems } from '@facet/platform-kernel';

/**
 * Why a single sign-on call is refused (docs/decisions.md D99). The sign-in's own refusals
 * (`ssoSignInRefusals`) are not answered as problems: the provider sent the browser to the
 * callback, so the callback sends it on to a page that says them.
 */
export const ssoProblems = defineProblems('sso', {
  notConfigured: {
    status: 404,
    message: 'Single sign-on is not set up for the domain of this e-mail address.',
  },
  clientSecretRequired: {
    status: 400,
    message: 'Enter the client secret the identity provider gave you.',
  },
  domainTaken: {
    status: 409,
    message: 'Another company already signs in people of one of these domains.',
  },
  secretUnreadable: {
    status: 409,
    message:
      "The provider's client secret can no longer be read here: a company admin must enter it again.",
  },
  providerUnreachable: {
    status: 422,
    message: 'No OpenID Connect provider answered at this issuer address.',
  },
});

/**
 * Why a sign-in through the provider ends without a session, as the callback's page says it:
 * `expired` (no sign-in of this browser is waiting: too old, used, or started elsewhere),
 * `refused` (the answer failed a check: state, nonce, issuer, audience, signature),
 * `unverified` (no verified e-mail of the company's domains), `noAccount` (no account nor
 * pending invitation of the company for that address), `providerError` (the provider said no).
 */
export const ssoSignInRefusals = [
  'expired',
  'refused',
  'unverified',
  'noAccount',
  'providerError',
] as const;
export type SsoSignInRefusal = (typeof ssoSignInRefusals)[number];
