/**
 * The web app's pages of a sign-in through a company's identity provider (D99): the sign-in
 * page links to the first, and the API's callback sends the browser to the other two.
 */
export const singleSignOnPaths = {
  start: '/sso',
  signedIn: '/sso/signed-in',
  refused: '/sso/refused',
} as const;
