import type { UserSessionAnswer } from '@facet/session-domain';
import type { Request, ResponseToolkit } from '@hapi/hapi';
import { assertSameOriginRequest } from './same-origin';

/** Signs in a user another feature has just vouched for, as login does. */
export type SignInUser = (
  request: Request,
  h: ResponseToolkit,
  userId: number,
) => Promise<UserSessionAnswer>;

declare module '@hapi/hapi' {
  interface PluginProperties {
    'facet-session': { signInUser: SignInUser };
  }
}

/**
 * Signs a user in as login does (the session opened, the refresh cookie set on `h`) and answers
 * `{ user, token }` for the calling route to send with what it adds: for a feature whose route
 * proved who the person is another way (a confirmed position sign-up, D90). The session plugin's
 * settings (its secret, its cookie) are its own, so it exposes this when it registers; a call
 * made from another site is refused like a login's. The session it opens ends with the browser.
 */
export const signInUser: SignInUser = (request, h, userId) => {
  assertSameOriginRequest(request);
  const exposed = request.server.plugins['facet-session'] as
    { signInUser?: SignInUser } | undefined;
  if (!exposed?.signInUser) throw new Error('Signing in needs the session plugin registered');
  return exposed.signInUser(request, h, userId);
};

/**
 * Signs a user in at the end of a sign-in through a company's identity provider (D99). The
 * provider sends the browser back with a cross-site navigation, which `signInUser` would refuse:
 * what stands for the same-origin check there is the sign-in's `state`, which must match the
 * one kept in a cookie of the browser that started it.
 */
export const signInUserFromProvider: SignInUser = (request, h, userId) => {
  const exposed = request.server.plugins['facet-session'] as
    { signInUser?: SignInUser } | undefined;
  if (!exposed?.signInUser) throw new Error('Signing in needs the session plugin registered');
  return exposed.signInUser(request, h, userId);
};
