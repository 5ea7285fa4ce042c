import { demoPassword, seedDemo } from '@facet/platform-db';
import {
  addUser,
  createTestServer,
  seedMember,
  testPublicUrl,
  testSessionOptions,
  type TestServer,
} from '@facet/platform-testing';
import type { CompanyRole, LicenceState } from '@facet/platform-kernel';
import { sessionPlugin } from '@facet/session-api';
import type { Knex } from 'knex';
import { companyPlugin, companySessionPorts, type CompanyPorts } from '../src/index';

export { addUser, callerFor, type Caller } from '@facet/platform-testing';
export { demoPassword };
export const publicUrl = testPublicUrl;

/**
 * The company's ports as the app passes them, stood in: the assessment feature's test helpers use
 * this feature, so its tests cannot import them back, and these read attempts, answers and results
 * as assessment's `storedResults`, `openAttempts`, `lockOpenAttempt`, `storedAttempts` and
 * `openAttemptsActivity` do
 * (as profiles' tests stand in groups' ports). The app's own are tested through apps/api.
 */
export const companyTestPorts: CompanyPorts = {
  storedResults: (database) => database('results as r'),
  openAttempts: (database) => database('assessment_sessions').where('status', 'in_progress'),
  lockOpenAttempt: async (transaction, member) => {
    const attempt = await transaction('assessment_sessions')
      .where({ status: 'in_progress', user_id: member.userId, company_id: member.companyId })
      .forUpdate()
      .first('id');
    return attempt && Number(attempt.id);
  },
  storedAttempts: (database) => database('assessment_sessions as s'),
  openAttemptsActivity: (database) =>
    database('assessment_sessions as s')
      .where('s.status', 'in_progress')
      .select(
        's.id',
        's.user_id',
        's.company_id',
        database.raw(`greatest(s.started_at,
          (select max(a.answered_at) from answers a where a.session_id = s.id)) as last_active_at`),
      ),
};

/**
 * Session and company plugins on a fresh database holding the demo tenant (Acme Demo) and a
 * second company, Globex, so every test can try to reach across tenants.
 */
export async function createCompanyTestServer(): Promise<TestServer> {
  const testServer = await createTestServer({
    plugins: [
      {
        plugin: sessionPlugin,
        options: { ...testSessionOptions, ...companySessionPorts },
      },
      { plugin: companyPlugin, options: { ...companyTestPorts, publicUrl } },
    ],
  });
  const database = testServer.testDatabase.database;
  await seedDemo(database);
  await addCompany(database, {
    name: 'Globex',
    email: 'hello@globex.example',
    licences: 3,
    people: [
      { name: 'Gus Admin', email: 'gus@globex.example', role: 'admin', licence: 'no' },
      { name: 'Gina Manager', email: 'gina@globex.example', role: 'manager', licence: 'no' },
      { name: 'Gail Employee', email: 'gail@globex.example', role: 'employee', licence: 'no' },
    ],
  });
  await addUser(database, { name: 'Nora Nobody', email: 'nora@free.example' });
  return testServer;
}

export async function addCompany(
  database: Knex,
  company: {
    name: string;
    email: string;
    licences: number;
    people: { name: string; email: string; role: CompanyRole; licence: LicenceState }[];
  },
): Promise<number> {
  const [row] = await database('companies')
    .insert({ name: company.name, email: company.email, licences: company.licences })
    .returning<{ id: number }[]>('id');
  const companyId = Number(row!.id);
  for (const person of company.people) await seedMember(database, companyId, person);
  return companyId;
}

/** The link an invitation mail in the outbox carries, and its token. */
export async function invitationLinkOf(
  database: Knex,
  email: string,
): Promise<{ link: string; token: string }> {
  const mail = await database('mail_outbox')
    .where({ kind: 'invitation' })
    .whereRaw('lower(recipient) = lower(?)', [email])
    .orderBy('id', 'desc')
    .first<{ text_body: string }>('text_body');
  const link = mail?.text_body.match(/https:\/\/facet\.example\/\S+/)?.[0];
  if (!link) throw new Error(`No invitation mail for ${email}`);
  return { link, token: decodeURIComponent(link.split('/').at(-1)!) };
}

/** Moves an invitation's clock back, as if it had been sent `seconds` ago. */
export async function ageInvitation(database: Knex, email: string, seconds: number): Promise<void> {
  await database.raw(
    `update invitations set created_at = created_at - ? * interval '1 second',
            expires_at = expires_at - ? * interval '1 second'
      where lower(guest_email) = lower(?)`,
    [seconds, seconds, email],
  );
  await database.raw(
    `update one_time_tokens set expires_at = expires_at - ? * interval '1 second'
      where purpose = 'invitation' and lower(email) = lower(?)`,
    [seconds, email],
  );
}
