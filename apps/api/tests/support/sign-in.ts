import { demoPassword, type Database } from '@facet/platform-db';
import { passSecondFactor } from '@facet/platform-testing';
import type { Server, ServerInjectResponse } from '@hapi/hapi';

/** One sign-in: its access token and its refresh cookie, as `name=value` and the value alone. */
export interface SignedIn {
  token: string;
  cookie: string;
  cookieValue: string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The refresh cookie a response set, whichever name the configuration gives it. */
export function refreshCookieOf(
  response: ServerInjectResponse,
): { cookie: string; cookieValue: string; attributes: string } | undefined {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : [];
  const setCookie = cookies.find((candidate) => /^(__Secure-)?facet_refresh=[^;]/.test(candidate));
  if (!setCookie) return undefined;
  const [cookie = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
  return {
    cookie,
    cookieValue: cookie.slice(cookie.indexOf('=') + 1),
    attributes: attributes.join('; '),
  };
}

let nextAddress = 0;
/** A network address per sign-in, so the per-address login limit never adds the calls up. */
export function freshAddress(): string {
  nextAddress += 1;
  return `10.88.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`;
}

/** Signs in through the login route of `kind`, as the web app does. */
export async function signIn(
  server: Server,
  email: string,
  kind: 'user' | 'admin',
  options: { password?: string; headers?: Record<string, string> } = {},
): Promise<SignedIn> {
  const password = options.password ?? demoPassword;
  const inject = { remoteAddress: freshAddress(), headers: options.headers };
  const login = await server.inject({
    method: 'POST',
    url: kind === 'user' ? '/api/auth/login' : '/api/admin/login',
    ...inject,
    payload:
      kind === 'user'
        ? { email, password, stayLoggedIn: true, termsVersion: '1.0.0', privacyVersion: '1.0.0' }
        : { email, password, stayLoggedIn: true },
  });
  // Every platform admin has a second factor (D98): the helper enrols or types the code.
  const response = await passSecondFactor(server, kind, email, login, inject);
  const refresh = refreshCookieOf(response);
  if (response.statusCode !== 200 || !refresh) {
    throw new Error(`Signing in ${email} answered ${response.statusCode}: ${response.payload}`);
  }
  return { token: String((response.result as { token: string }).token), ...refresh };
}

/**
 * The secret of the newest password-reset link mailed to `recipient`, other than `older`. The
 * link is written just after forgot-password answers, so this waits for its mail.
 */
export async function resetSecretMailedTo(
  database: Database,
  recipient: string,
  older?: string,
): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mail = await database('mail_outbox')
      .where({ recipient })
      .orderBy('id', 'desc')
      .first<{ text_body: string } | undefined>('text_body');
    const secret = mail?.text_body.match(/set-password\/([\w-]+)/)?.[1];
    if (secret && secret !== older) return secret;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No new reset mail reached ${recipient}`);
}
