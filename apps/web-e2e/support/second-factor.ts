import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';
import { withRunDatabase } from './run-database';
import { platformAdmin } from './tenant';

const port = Number(process.env.E2E_PORT ?? 3900);

/** Where the run keeps the demo admin's TOTP secret, enrolled once before the journeys. */
const secretFile = fileURLToPath(
  new URL(`../../../dist/e2e-admin-totp-${port}.secret`, import.meta.url),
);

/** The code an authenticator app shows for `secret`, `steps` periods of 30 s from now. */
export function totpCode(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

async function post(baseUrl: string, path: string, body: object): Promise<Record<string, unknown>> {
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Every platform admin must have a second factor (D98): the demo admin sets one up through the
 * sign-in's calls once, before the journeys, and the run keeps the secret so each journey's
 * sign-in types a code computed from it, as the admin's app would.
 */
export async function enrolDemoAdmin(baseUrl: string): Promise<void> {
  const login = await post(baseUrl, '/api/admin/login', {
    email: platformAdmin.email,
    password: platformAdmin.password,
  });
  const challenge = String(login.challenge);
  const { secret } = await post(baseUrl, '/api/admin/second-factor/enrolment', { challenge });
  await post(baseUrl, '/api/admin/second-factor/enrolment/confirm', {
    challenge,
    code: await totpCode(String(secret)),
  });
  writeFileSync(secretFile, String(secret));
}

/**
 * A code for the demo admin's next sign-in. A code's 30-second step is refused once taken, and
 * journeys sign the admin in more often than that: the step taken last is forgotten first, on
 * this run's database, by the journeys' support alone.
 */
export async function demoAdminCode(): Promise<string> {
  await withRunDatabase((client) =>
    client.query(
      `update second_factors set last_used_step = null
        where principal_kind = 'admin'
          and principal_id = (select id from platform_admins where lower(email) = lower($1))`,
      [platformAdmin.email],
    ),
  );
  return totpCode(readFileSync(secretFile, 'utf8'));
}
