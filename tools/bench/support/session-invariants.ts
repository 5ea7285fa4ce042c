import { demoPassword, type Database } from '@facet/platform-db';
import { hashPassword } from '@facet/platform-security';
import { currentPrivacyVersion, currentTermsVersion } from '@facet/session-domain';
import { sleep } from './assessment-load';
import type { Finding } from './invariant';
import { callJson, expectStatus, type JsonAnswer } from './json-call';

/** An API instance as the checks name it. */
export interface Instance {
  name: string;
  origin: string;
}

/**
 * Wrong passwords one account may send in its window: `defaultRateLimits.loginPerAccount` of
 * libs/features/session/api/src/session-options.ts, which the session feature does not export.
 */
const loginAttemptsPerAccount = 5;
/** How long another instance may go on accepting a revoked access token (README, Scaling out). */
const promisedRevocationMilliseconds = 5_000;
const wrongPassword = 'NotThePassword1';

/** A member of the company who signs in with `demoPassword`, having accepted the current terms. */
export async function addSignInUser(
  database: Database,
  email: string,
  companyId: number,
): Promise<number> {
  const [user] = await database('users')
    .insert({
      name: email.split('@')[0],
      email,
      lang: 'en',
      password_hash: await hashPassword(demoPassword),
      terms_version: currentTermsVersion,
      privacy_version: currentPrivacyVersion,
      terms_accepted_at: database.fn.now(),
    })
    .returning<{ id: number }[]>('id');
  await database('memberships').insert({
    user_id: user!.id,
    company_id: companyId,
    role: 'employee',
    licence_state: 'no',
  });
  return user!.id;
}

const signIn = (instance: Instance, email: string, password: string) =>
  callJson(instance.origin, 'POST', '/api/auth/login', {
    body: {
      email,
      password,
      termsVersion: currentTermsVersion,
      privacyVersion: currentPrivacyVersion,
    },
  });

const refresh = (instance: Instance, cookie: string) =>
  callJson(instance.origin, 'POST', '/api/refresh-token', { cookie });

/** The refresh cookie an answer sets, as `name=value` for the next call. */
function refreshCookieOf(answer: JsonAnswer, what: string): string {
  const cookie = answer.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => /facet_refresh=./.test(pair));
  if (!cookie) throw new Error(`${what} set no refresh cookie`);
  return cookie;
}

/**
 * (a) A refresh token is one-use on every instance: rotated on A, the old cookie replayed on B is
 * refused, and the reuse revokes the whole family, so the newer cookie is refused on C too. A
 * second sign-in, rotated on B and then on C, shows rotation needs no sticky session.
 */
export async function refreshReplayAcrossInstances(
  database: Database,
  [a, b, c]: readonly Instance[],
  email: string,
): Promise<Finding> {
  const login = await signIn(a!, email, demoPassword);
  expectStatus(login, 200, 'Sign-in on A');
  const firstCookie = refreshCookieOf(login, 'Sign-in on A');
  const rotated = await refresh(a!, firstCookie);
  expectStatus(rotated, 200, 'Refresh on A');
  const secondCookie = refreshCookieOf(rotated, 'Refresh on A');
  const replayed = await refresh(b!, firstCookie);
  const newer = await refresh(c!, secondCookie);
  const [audit] = await database('audit_log')
    .join('users', 'users.id', 'audit_log.subject_user_id')
    .where({ 'users.email': email, 'audit_log.action': 'session.refresh-token-reused' })
    .count<{ count: number }[]>('* as count');
  const reusesAudited = Number(audit!.count);

  const otherLogin = await signIn(a!, email, demoPassword);
  expectStatus(otherLogin, 200, 'Second sign-in on A');
  const onB = await refresh(b!, refreshCookieOf(otherLogin, 'Second sign-in on A'));
  const onC = onB.status === 200 ? await refresh(c!, refreshCookieOf(onB, 'Refresh on B')) : onB;
  return {
    held:
      replayed.status === 401 &&
      newer.status === 401 &&
      reusesAudited === 1 &&
      onB.status === 200 &&
      onC.status === 200,
    figures: [
      `sign-in and refresh on A: 200; the old cookie replayed on B: ${replayed.status} (401 expected); ` +
        `the newer cookie on C: ${newer.status} (401 expected: the reuse revokes the family); ` +
        `reuses audited: ${reusesAudited}`,
      `another sign-in on A refreshed on B, then on C: ${onB.status}, ${onC.status} (200 expected)`,
    ],
  };
}

/**
 * (a) Logout on A ends the access tokens issued until then at once on A, and on the other
 * instances once their cached standing of the account lapses.
 */
export async function logoutReachesEveryInstance(
  instances: readonly Instance[],
  email: string,
): Promise<Finding> {
  const [a, ...others] = instances;
  const login = await signIn(a!, email, demoPassword);
  expectStatus(login, 200, 'Sign-in on A');
  const { token } = login.body as { token: string };
  const me = (instance: Instance) => callJson(instance.origin, 'GET', '/api/user/me', { token });
  // Every instance reads, and so caches, the account's standing before the logout.
  for (const instance of instances) expectStatus(await me(instance), 200, `Me on ${instance.name}`);
  const loggedOut = await callJson(a!.origin, 'POST', '/api/logout', {
    cookie: refreshCookieOf(login, 'Sign-in on A'),
  });
  expectStatus(loggedOut, 204, 'Logout on A');
  const loggedOutAt = performance.now();
  const onA = (await me(a!)).status;
  // Each other instance is asked again and again, well past the promise, so a late refusal shows
  // as a figure: the last call it accepted and the first it refused bracket the moment it learnt.
  const since = () => (performance.now() - loggedOutAt) / 1000;
  const learnt = await Promise.all(
    others.map(async (instance) => {
      let acceptedUntil = Number.NaN;
      while (since() < (3 * promisedRevocationMilliseconds) / 1000) {
        const sentAt = since();
        if ((await me(instance)).status === 401)
          return { instance, acceptedUntil, refusedFrom: sentAt };
        acceptedUntil = sentAt;
        await sleep(20);
      }
      return { instance, acceptedUntil, refusedFrom: Number.POSITIVE_INFINITY };
    }),
  );
  const seconds = (value: number) => (Number.isNaN(value) ? 'none' : `${value.toFixed(2)} s`);
  return {
    held: onA === 401 && learnt.every((instance) => Number.isFinite(instance.refusedFrom)),
    figures: [
      `after the logout on A, A refuses the access token at once (${onA}); the others, by the time ` +
        `each call was sent after the logout: ` +
        learnt
          .map(
            ({ instance, acceptedUntil, refusedFrom }) =>
              `${instance.name} accepted until ${seconds(acceptedUntil)}, refused from ${seconds(refusedFrom)}`,
          )
          .join('; ') +
        ` (README: within ${promisedRevocationMilliseconds / 1000} s)`,
    ],
  };
}

/**
 * (b) The per-account login limit counts in the database, so wrong passwords spread over the
 * instances, sent all at once, are checked as many times as on one instance; then the account is
 * locked out on every instance, even for the right password.
 */
export async function loginLockoutAcrossInstances(
  instances: readonly Instance[],
  emailOnOne: string,
  emailSpread: string,
): Promise<Finding> {
  const onOne: number[] = [];
  while (onOne.at(-1) !== 429 && onOne.length <= loginAttemptsPerAccount + 2) {
    onOne.push((await signIn(instances[0]!, emailOnOne, wrongPassword)).status);
  }
  const checkedOnOne = onOne.filter((status) => status === 401).length;

  const spreadAttempts = 4 * instances.length;
  const spread = await Promise.all(
    Array.from({ length: spreadAttempts }, (_, index) =>
      signIn(instances[index % instances.length]!, emailSpread, wrongPassword),
    ),
  );
  const checkedSpread = spread.filter((answer) => answer.status === 401).length;
  const refusedSpread = spread.filter((answer) => answer.status === 429).length;
  const rightPassword = await Promise.all(
    instances.map((instance) => signIn(instance, emailSpread, demoPassword)),
  );
  const lockedEverywhere = rightPassword.every(
    (answer) => answer.status === 429 && answer.headers.has('retry-after'),
  );
  return {
    held:
      checkedOnOne === loginAttemptsPerAccount &&
      checkedSpread === checkedOnOne &&
      refusedSpread === spreadAttempts - checkedSpread &&
      lockedEverywhere,
    figures: [
      `one instance, one wrong password after another: ${checkedOnOne} checked, then ${onOne.at(-1)} ` +
        `(limit ${loginAttemptsPerAccount} per account)`,
      `${spreadAttempts} wrong passwords at once over ${instances.length} instances: ${checkedSpread} checked (401), ` +
        `${refusedSpread} refused (429)`,
      `then the right password on ${instances.map((instance) => instance.name).join(', ')}: ` +
        rightPassword
          .map(
            (answer) =>
              `${answer.status}${answer.headers.has('retry-after') ? ` (Retry-After ${answer.headers.get('retry-after')} s)` : ''}`,
          )
          .join(', '),
    ],
  };
}
