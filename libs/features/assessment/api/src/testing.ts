/** Helpers for integration tests of the assessment and the features built on it; not shipped. */
import { items, type Answer } from '@facet/assessment-domain';
import { seedDemo, type Database } from '@facet/platform-db';
import type { LicenceState } from '@facet/platform-kernel';
import { createTestServer, type TestServer } from '@facet/platform-testing';
import {
  type CompanyPorts,
  companySessionPorts,
  consumeLicence,
  lockMembership,
  membershipWithCompany,
  spendLicence,
} from '@facet/company-api';
import { sessionPlugin } from '@facet/session-api';
import Jwt from '@hapi/jwt';
import type { Server, ServerRegisterPluginObject } from '@hapi/hapi';
import type { AssessmentPorts } from './assessment-ports';
import { assessmentPlugin } from './plugin';
import {
  lockOpenAttempt,
  openAttempts,
  openAttemptsActivity,
  storedAttempts,
  storedResults,
} from './services/result-reads';

/**
 * The assessment's ports as the app passes them without hiring: the company feature's own
 * functions, the membership the only grant.
 */
export const assessmentPorts: AssessmentPorts = {
  membershipWithCompany,
  lockMembership,
  consumeLicence,
  attemptOpened: () => Promise.resolve(),
  spendLicence: (transaction, attempt) => spendLicence(transaction, attempt.userId),
};

/** The company's ports as the app passes them: this feature's reads of attempts and results. */
export const companyPorts: CompanyPorts = {
  storedResults,
  openAttempts,
  lockOpenAttempt,
  storedAttempts,
  openAttemptsActivity,
};

export const testJwtSecret = 'an-assessment-test-secret-long-enough-for-hs256';

/** Limits no test reaches, so login tests elsewhere never slow these down. */
const generousRateLimits = {
  loginPerAccount: { attempts: 10_000, windowSeconds: 60 },
  loginPerAddress: { attempts: 10_000, windowSeconds: 60 },
};

/** A test server with the session and assessment plugins (and any others) on the demo tenant. */
export async function createAssessmentTestServer(
  // Plugins of different option types are registered side by side.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  morePlugins: ServerRegisterPluginObject<any>[] = [],
): Promise<TestServer> {
  const testServer = await createTestServer({
    plugins: [
      {
        plugin: sessionPlugin,
        options: {
          jwtSecret: testJwtSecret,
          rateLimits: generousRateLimits,
          ...companySessionPorts,
        },
      },
      { plugin: assessmentPlugin, options: assessmentPorts },
      ...morePlugins,
    ],
  });
  await seedDemo(testServer.testDatabase.database);
  return testServer;
}

/**
 * An access token as the session plugin issues it: minted directly, so a test of fifty people does
 * not hash fifty passwords.
 */
export function userToken(userId: number): string {
  return Jwt.token.generate(
    { sub: String(userId), aud: 'facet:user', iss: 'facet' },
    { key: testJwtSecret, algorithm: 'HS256' },
    { ttlSec: 900 },
  );
}

export const bearer = (userId: number) => ({ authorization: `Bearer ${userToken(userId)}` });

let nextPerson = 0;

/** A new person, in a company with the given licence state unless `companyId` is null. */
export async function createPerson(
  database: Database,
  options: {
    companyId: number | null;
    licence?: LicenceState;
    name?: string;
  },
): Promise<number> {
  nextPerson += 1;
  const email = `person-${nextPerson}-${Date.now()}@assessment.test`;
  const [user] = await database('users')
    .insert({ email, name: options.name ?? `Test Person ${nextPerson}`, lang: 'en' })
    .returning<{ id: number }[]>('id');
  if (!user) throw new Error('No user created');
  if (options.companyId !== null) {
    await database('memberships').insert({
      user_id: user.id,
      company_id: options.companyId,
      role: 'employee',
      licence_state: options.licence ?? 'yes',
    });
  }
  return user.id;
}

export async function createCompany(database: Database, licences: number): Promise<number> {
  nextPerson += 1;
  const [company] = await database('companies')
    .insert({
      name: `Company ${nextPerson} ${Date.now()}`,
      email: `company-${nextPerson}-${Date.now()}@assessment.test`,
      licences,
    })
    .returning<{ id: number }[]>('id');
  if (!company) throw new Error('No company created');
  return company.id;
}

/** Answers for every item, page by page, all with the same word unless a chooser is given. */
export function responsesFor(
  chooseAnswer: (index: number) => Answer = () => 'agree',
): { question_id: string; answer: Answer }[] {
  return items.map((item, index) => ({ question_id: item.id, answer: chooseAnswer(index) }));
}

/** Launches, consents, answers every item and finishes; returns the new result's id. */
export async function completeAssessment(
  server: Server,
  userId: number,
  chooseAnswer?: (index: number) => Answer,
): Promise<number> {
  const headers = bearer(userId);
  const launch = await server.inject({
    method: 'POST',
    url: '/api/diagnoses/launch',
    headers,
    payload: { lang: 'en' },
  });
  if (launch.statusCode !== 200) throw new Error(`launch answered ${launch.statusCode}`);
  await server.inject({
    method: 'POST',
    url: '/api/diagnoses/consent',
    headers,
    payload: { consents: true, version: '1.0.0' },
  });
  const finish = await server.inject({
    method: 'PATCH',
    url: '/api/diagnoses/submit',
    headers,
    payload: { responses: responsesFor(chooseAnswer), lang: 'en', finish: true },
  });
  if (finish.statusCode !== 200) {
    throw new Error(`finish answered ${finish.statusCode}: ${finish.payload}`);
  }
  return (finish.result as { result_id: number }).result_id;
}

export async function userIdByEmail(database: Database, email: string): Promise<number> {
  const user = await database('users').whereRaw('lower(email) = lower(?)', [email]).first('id');
  if (!user) throw new Error(`No user ${email}`);
  return (user as { id: number }).id;
}
