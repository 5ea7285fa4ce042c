import { problem, type Principal } from '@facet/platform-http';
import { accessProblems } from '@facet/platform-kernel';
import type { AdminSessionAnswer, UserSessionAnswer } from '@facet/session-domain';
import type { Request, ResponseToolkit } from '@hapi/hapi';
import { openSession } from '../services/open-session';
import { findSessionAdmin, findSessionUser } from '../services/session-records';
import type { SessionSettings } from '../session-options';
import { readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { sessionDeviceOf } from './session-device';

/**
 * Signs a user in: opens their session, sets the refresh cookie on `h` and answers what the
 * session calls answer, `{ user, token }`, for the route to send (login, accept-terms, and a
 * confirmed position sign-up through `signInUser`).
 */
export async function openUserSession(
  request: Request,
  h: ResponseToolkit,
  settings: SessionSettings,
  userId: number,
  persistent: boolean,
): Promise<UserSessionAnswer> {
  const database = request.server.app.database;
  const user = await findSessionUser(database, settings.companyMembershipOf, userId);
  if (!user) throw problem(accessProblems.signInAgain);
  const session = await openSession(
    database,
    settings.jwtSecret,
    { kind: 'user', id: userId },
    {
      persistent,
      previousRefreshToken: readRefreshCookie(request, settings.refreshCookie),
      device: sessionDeviceOf(request),
    },
  );
  setRefreshCookie(h, settings.refreshCookie, session.refresh);
  return { user, token: session.accessToken };
}

/** Signs a user in and answers `{ user, token }` with the refresh cookie (login, accept-terms). */
export async function answerUserSession(
  request: Request,
  h: ResponseToolkit,
  settings: SessionSettings,
  userId: number,
  persistent: boolean,
) {
  const answer = await openUserSession(request, h, settings, userId, persistent);
  return h.response(answer).header('cache-control', 'no-store');
}

/** Signs a platform admin in: as `openUserSession`, answering `{ admin, token }`. */
export async function openAdminSession(
  request: Request,
  h: ResponseToolkit,
  settings: SessionSettings,
  adminId: number,
  persistent: boolean,
): Promise<AdminSessionAnswer> {
  const database = request.server.app.database;
  const admin = await findSessionAdmin(database, adminId);
  if (!admin) throw problem(accessProblems.signInAgain);
  const session = await openSession(
    database,
    settings.jwtSecret,
    { kind: 'admin', id: adminId },
    {
      persistent,
      previousRefreshToken: readRefreshCookie(request, settings.refreshCookie),
      device: sessionDeviceOf(request),
    },
  );
  setRefreshCookie(h, settings.refreshCookie, session.refresh);
  return { admin, token: session.accessToken };
}

/** Signs a platform admin in and answers `{ admin, token }` with the refresh cookie. */
export async function answerAdminSession(
  request: Request,
  h: ResponseToolkit,
  settings: SessionSettings,
  adminId: number,
  persistent: boolean,
) {
  const answer = await openAdminSession(request, h, settings, adminId, persistent);
  return h.response(answer).header('cache-control', 'no-store');
}

/** Opens the session of either kind of principal, as its own password sign-in does. */
export function openPrincipalSession(
  request: Request,
  h: ResponseToolkit,
  settings: SessionSettings,
  principal: Principal,
  persistent: boolean,
): Promise<UserSessionAnswer | AdminSessionAnswer> {
  return principal.kind === 'user'
    ? openUserSession(request, h, settings, principal.id, persistent)
    : openAdminSession(request, h, settings, principal.id, persistent);
}
