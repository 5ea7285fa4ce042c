import { assessmentPlugin, type AssessmentPorts } from '@facet/assessment-api';
import {
  companyNameOf,
  consumeLicence,
  isCompanyMember,
  lockMembership,
  membershipWithCompany,
  publicBrandingOf,
  reserveLicences,
  returnReservedLicences,
  spendLicence,
  spendReservedLicence,
} from '@facet/company-api';
import {
  addApplicantToGroup,
  companyHasGroup,
  findCompanyGroup,
  groupsPlugin,
} from '@facet/groups-api';
import type { Database } from '@facet/platform-db';
import type { TestServer } from '@facet/platform-testing';
import { companyIdByName, createProfilesTestServer, userToken } from '@facet/profiles-api/testing';
import { findVisibleProfile, profileNames } from '@facet/profiles-api';
import {
  createPendingAccount,
  emailHasAccount,
  issuePendingSignUp,
  signInUser,
  userContactOf,
} from '@facet/session-api';
import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll } from 'vitest';
import {
  hiringPlugin,
  applicationFirstGrants,
  type HiringPorts,
  type HiringRateLimits,
} from '../src/index';

/** Hiring's ports as the app passes them (apps/api/src/feature-ports.ts). */
export const hiringTestPorts: HiringPorts = {
  reserveLicences,
  returnReservedLicences,
  spendReservedLicence,
  publicBrandingOf,
  findVisibleProfile,
  profileNames,
  companyHasGroup,
  groupNameOf: async (transaction, companyId, groupId) =>
    (await companyHasGroup(transaction, companyId, groupId))
      ? (await findCompanyGroup(transaction, companyId, groupId)).name
      : null,
  emailHasAccount,
  issuePendingSignUp,
  createPendingAccount,
  signInUser,
  userContactOf,
};

/** The assessment's ports as the app composes them, an open application the first grant. */
export const assessmentWithApplicationsPorts: AssessmentPorts = {
  consumeLicence,
  ...applicationFirstGrants({
    membershipWithCompany,
    companyNameOf,
    lockMembership,
    spendLicence,
    isCompanyMember,
    addApplicantToGroup,
  }),
};

/** Limits no test reaches but the rate-limit tests, which pass their own. */
const generous = { attempts: 100_000, windowSeconds: 60 };
export const generousHiringLimits: HiringRateLimits = {
  registrationsPerAddress: generous,
  registrationsPerEmail: generous,
  linkReadsPerAddress: generous,
};

export const publicUrl = 'https://facet.example';

export interface HiringTestFile {
  server(): Server;
  database(): Database;
  acmeId(): number;
  globexId(): number;
}

/**
 * Groups, assessment and hiring on the profiles' test world (Acme Demo with its people, Globex
 * with gus, gina and gail), before the file's tests; closed after them.
 */
export function startHiringTestServer(
  rateLimits: Partial<HiringRateLimits> = generousHiringLimits,
): HiringTestFile {
  let testServer: TestServer | undefined;
  let acme = 0;
  let globex = 0;
  const started = () => {
    if (!testServer) throw new Error('The hiring test server starts in beforeAll');
    return testServer;
  };
  beforeAll(async () => {
    testServer = await createProfilesTestServer([
      { plugin: groupsPlugin },
      { plugin: assessmentPlugin, options: assessmentWithApplicationsPorts },
      { plugin: hiringPlugin, options: { ...hiringTestPorts, publicUrl, rateLimits } },
    ]);
    const database = testServer.testDatabase.database;
    acme = await companyIdByName(database, 'Acme Demo');
    globex = await companyIdByName(database, 'Globex');
    // Enough licences for every position of a file's tests; still fewer than the largest cap.
    await database('companies').where({ id: acme }).update({ licences: 500 });
    await database('companies').where({ id: globex }).update({ licences: 40 });
  });
  afterAll(() => testServer?.close());
  return {
    server: () => started().server,
    database: () => started().testDatabase.database,
    acmeId: () => acme,
    globexId: () => globex,
  };
}

export const bearerOf = (userId: number) => ({ authorization: `Bearer ${userToken(userId)}` });

/** A profile of the company, straight into the database. */
export async function createCompanyProfile(
  database: Database,
  companyId: number,
  name: string,
): Promise<number> {
  const [profile] = await database('profiles')
    .insert({ company_id: companyId, name, min_extraversion: 100, max_extraversion: 180 })
    .returning<{ id: number }[]>('id');
  return Number(profile!.id);
}

/** The company's unspent licences and those its members' attempts and applicants used. */
export async function licencesOf(
  database: Database,
  companyId: number,
): Promise<{ licences: number; licences_used: number }> {
  const row = await database('companies')
    .where({ id: companyId })
    .first<{ licences: number; licences_used: number }>('licences', 'licences_used');
  return row;
}

let nextVisitor = 0;

/** A new visitor's sign-up payload, with an address no other test uses. */
export function visitor(lang: 'en' | 'es' | 'pt' = 'en') {
  nextVisitor += 1;
  return {
    // A name holds letters only: the number is spelt in letters, a to j for 0 to 9.
    name: `Visitor ${[...String(nextVisitor)].map((digit) => 'abcdefghij'[Number(digit)]).join('')}`,
    email: `visitor-${nextVisitor}-${Date.now()}@applicants.example`,
    password: 'Applicant-Pass1',
    lang,
    consent: true,
    termsVersion: '1.0.0',
    privacyVersion: '1.0.0',
  };
}

/** The confirmation link's secret from the last mail sent to the address. */
export async function confirmationTokenMailedTo(
  database: Database,
  email: string,
): Promise<string> {
  const mail = await database('mail_outbox')
    .where({ recipient: email, kind: 'application-confirmation' })
    .orderBy('id', 'desc')
    .first<{ text_body: string }>('text_body');
  const token = /\/apply\/confirm\/([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1];
  if (!token) throw new Error(`No confirmation mail to ${email}`);
  return token;
}
