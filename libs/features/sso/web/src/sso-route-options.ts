import type { UserSessionAnswer } from '@facet/session-domain';

/**
 * What the sign-in pages need of the session's screens, passed in by the app as hiring's are:
 * the way into the app for a person who has just signed in.
 */
export interface SsoRouteOptions {
  useEnterAsUser: () => (answer: UserSessionAnswer, path?: string) => void;
}
