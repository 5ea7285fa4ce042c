import type { Server, ServerInjectOptions, ServerInjectResponse } from '@hapi/hapi';
import { generate } from 'otplib';

type Kind = 'user' | 'admin';

const sessionPaths: Record<Kind, string> = { user: '/api/auth', admin: '/api/admin' };
const accountTables: Record<Kind, string> = { user: 'users', admin: 'platform_admins' };

/**
 * The TOTP secret each person enrolled on each test server, by e-mail: every platform admin (and
 * anyone a company requires) enrols at their first sign-in through the real enrolment calls, and
 * the later sign-ins of the same test compute their codes from the secret it was given (D98).
 */
const secretsByServer = new WeakMap<Server, Map<string, string>>();

/** The secret `email` enrolled on `server`, for a test that computes codes itself. */
export function enrolledSecretOf(server: Server, email: string): string | undefined {
  return secretsByServer.get(server)?.get(email.toLowerCase());
}

/** Remembers a secret a test enrolled itself, so the sign-in helpers use it too. */
export function rememberEnrolledSecret(server: Server, email: string, secret: string): void {
  const secrets = secretsByServer.get(server) ?? new Map<string, string>();
  secretsByServer.set(server, secrets);
  secrets.set(email.toLowerCase(), secret);
}

/** The current code of `secret`, as the person's authenticator app shows it. */
export function totpCodeOf(secret: string): Promise<string> {
  return generate({ secret });
}

/**
 * Forgets the last time step a person's code was taken at. A code is refused when its step was
 * taken already (D98), and a test signs the same admin in many times within one 30-second step:
 * only the helpers do this, never a test of the refusal.
 */
async function forgetTakenStep(server: Server, kind: Kind, email: string): Promise<void> {
  const database = server.app.database;
  await database('second_factors')
    .where({ principal_kind: kind })
    .whereIn(
      'principal_id',
      database(accountTables[kind]).whereRaw('lower(email) = lower(?)', [email]).select('id'),
    )
    .update({ last_used_step: null });
}

/**
 * Completes a password sign-in whose answer asked for a second factor, as the person does: on
 * their first sign-in they enrol (the secret is remembered), later they type the app's code.
 * Any other answer is given back as it came.
 */
export async function passSecondFactor(
  server: Server,
  kind: Kind,
  email: string,
  login: ServerInjectResponse,
  inject: Pick<ServerInjectOptions, 'remoteAddress' | 'headers'> = {},
): Promise<ServerInjectResponse> {
  const step = login.result as { secondFactor?: 'verify' | 'enrol'; challenge?: string } | null;
  if (login.statusCode !== 200 || !step?.secondFactor || !step.challenge) return login;
  const base = sessionPaths[kind];
  const post = (url: string, payload: object) =>
    server.inject({ method: 'POST', url, payload, ...inject });
  if (step.secondFactor === 'enrol') {
    const started = await post(`${base}/second-factor/enrolment`, { challenge: step.challenge });
    const { secret } = started.result as { secret: string };
    rememberEnrolledSecret(server, email, secret);
    return post(`${base}/second-factor/enrolment/confirm`, {
      challenge: step.challenge,
      code: await totpCodeOf(secret),
    });
  }
  const secret = enrolledSecretOf(server, email);
  if (!secret) throw new Error(`${email} has a second factor no test helper enrolled`);
  await forgetTakenStep(server, kind, email);
  return post(`${base}/second-factor`, {
    challenge: step.challenge,
    code: await totpCodeOf(secret),
  });
}
