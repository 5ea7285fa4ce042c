import type { UserSessionAnswer } from '@facet/session-domain';

/** Signs this tab in with a session a call opened as login does, then goes to `path`. */
export type EnterAsUser = (answer: UserSessionAnswer, path: string) => void;

export interface HiringRouteOptions {
  /**
   * The session feature's way into a signed-in tab, passed in by the app: a confirmed sign-up
   * answers as login does, and the page enters the assessment with it.
   */
  useEnterAsUser: () => EnterAsUser;
}
