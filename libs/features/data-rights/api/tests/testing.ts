import { companySessionPorts, membershipWithCompany, rectifyCompany } from '@facet/company-api';
import { auditPersonalData, seedDemo, type PersonalDataSource } from '@facet/platform-db';
import { rateLimitPersonalData } from '@facet/platform-http';
import { mailPersonalData } from '@facet/platform-mail';
import {
  callerFor,
  createTestServer,
  testPublicUrl,
  testSessionOptions,
  type TestServer,
} from '@facet/platform-testing';
import {
  notifiedPlatformAdmins,
  rectifyUser,
  sessionPersonalData,
  sessionPlugin,
} from '@facet/session-api';
import type { Server } from '@hapi/hapi';
import type { Knex } from 'knex';
import { extractText, getDocumentProxy } from 'unpdf';
import { dataRightsPersonalData, dataRightsPlugin, type DataRightsPorts } from '../src/index';

/** The requests' ports as the app passes them: session's and company's own functions. */
const dataRightsPorts: DataRightsPorts = {
  membershipWithCompany,
  rectifyUser,
  rectifyCompany,
  notifiedPlatformAdmins,
};

export { verifyExportGrant } from '../src/services/document-links';

export { visitorCaller, type Answer, type Caller } from '@facet/platform-testing';
export const publicUrl = testPublicUrl;
export const linkSecret = 'a-test-secret-for-data-rights-export-links';

/** The registry entries of the tables this test server's own plugins and platform write. */
const ownPersonalData: readonly PersonalDataSource[] = [
  ...sessionPersonalData,
  ...rateLimitPersonalData,
  ...dataRightsPersonalData,
  ...auditPersonalData,
  ...mailPersonalData,
];

/**
 * Session and data-rights plugins on a fresh database holding the demo tenant. Exports and
 * erasure reach the tables of `personalData`: pass the product's whole registry to test them.
 */
export async function createDataRightsTestServer(
  personalData: readonly PersonalDataSource[] = ownPersonalData,
): Promise<TestServer> {
  const testServer = await createTestServer({
    plugins: [
      {
        plugin: sessionPlugin,
        options: { ...testSessionOptions, ...companySessionPorts },
      },
      {
        plugin: dataRightsPlugin,
        options: { ...dataRightsPorts, personalData, publicUrl, linkSecret },
      },
    ],
  });
  await seedDemo(testServer.testDatabase.database);
  return testServer;
}

export const userCaller = (server: Server, email: string) => callerFor(server, email);
export const adminCaller = (server: Server, email = 'admin@facet.example') =>
  callerFor(server, email, 'admin');

export const accessRequest = {
  name: 'Erin Employee',
  email: 'erin@acme.example',
  right: 'access',
  message: 'Please send me all the data you hold about me.',
  lang: 'en',
};

export interface SeededPerson {
  userId: number;
  /** Text stored in the person's result, request thread and contact request, to look for. */
  marks: { scores: string; threadMessage: string; contactMessage: string };
}

/**
 * Gives a seeded person a row in every kind of table that can hold their data: an assessment
 * with its answer and result, a profile choice on it, a group membership, a contact request, an
 * invitation, a one-time token and a rate-limit counter keyed by their address, and an audit
 * entry naming them (their membership and refresh tokens come from the demo seed and signing in).
 */
export async function seedEverythingAbout(
  database: Knex,
  person: { email: string; name: string },
): Promise<SeededPerson> {
  const user = await database('users').where({ email: person.email }).first();
  const company = await database('memberships').where({ user_id: user!.id }).first();
  const [session] = await database('assessment_sessions')
    .insert({ user_id: user!.id, status: 'completed', item_bank_version: 'ipip-neo-240/1' })
    .returning('id');
  await database('answers').insert({ session_id: session!.id, item_id: 'item-1', value: 3 });
  const [result] = await database('results')
    .insert({
      user_id: user!.id,
      company_id: company!.company_id,
      session_id: session!.id,
      number: 1,
      scores: JSON.stringify({ anxiety: 12, trust: 20 }),
      item_bank_version: 'ipip-neo-240/1',
      norm_version: 'johnson-2014/1',
    })
    .returning('id');
  const [profile] = await database('profiles')
    .insert({ company_id: company!.company_id, name: `Profile for ${user!.id}` })
    .returning('id');
  await database('result_profile_choices').insert({
    result_id: result!.id,
    company_id: company!.company_id,
    profile_id: profile!.id,
  });
  const [group] = await database('groups')
    .insert({ company_id: company!.company_id, name: `Group of ${user!.id}` })
    .returning('id');
  await database('group_members').insert({ group_id: group!.id, user_id: user!.id });
  const contactMessage = `Contact message from ${person.name}`;
  await database('contact_requests').insert({
    name: person.name,
    email: person.email,
    phone_prefix: '+34',
    phone: '600111222',
    message: contactMessage,
  });
  const inOneDay = new Date(Date.now() + 24 * 60 * 60 * 1000);
  await database('invitations').insert({
    company_id: company!.company_id,
    guest_email: person.email,
    role: 'employee',
    expires_at: inOneDay,
  });
  await database('one_time_tokens').insert({
    purpose: 'password_reset',
    token_hash: `seeded-token-of-${user!.id}`,
    email: person.email,
    expires_at: inOneDay,
  });
  await database('rate_limits').insert({
    key: `forgot-password:user:account:${person.email}`,
    hits: 1,
    window_started_at: new Date(),
    window_ends_at: inOneDay,
  });
  await database('audit_log').insert({
    actor_kind: 'user',
    actor_id: user!.id,
    action: 'company.invitation_sent',
    target: person.email,
    details: JSON.stringify({ name: person.name }),
  });
  return {
    userId: Number(user!.id),
    marks: {
      scores: '"anxiety":12',
      threadMessage: `Thread message from ${person.name}`,
      contactMessage,
    },
  };
}

type Row = Record<string, unknown>;

/**
 * Every row of every table in the public schema that is about the person, found without the
 * export's own code: rows with their user id, rows where they are the principal or actor, rows
 * with their e-mail in any text or JSON column, and the rows hanging from their sessions,
 * results and requests. Values are as JSON would carry them.
 */
export async function rowsAboutPerson(
  database: Knex,
  person: { userId: number; email: string },
): Promise<Record<string, Row[]>> {
  const columns = await database('information_schema.columns')
    .where({ table_schema: 'public' })
    .whereNot('table_name', 'like', 'knex_%')
    .select<{ table_name: string; column_name: string; data_type: string }[]>(
      'table_name',
      'column_name',
      'data_type',
    );
  const tables = new Map<string, { name: string; type: string }[]>();
  for (const column of columns) {
    tables.set(column.table_name, [
      ...(tables.get(column.table_name) ?? []),
      { name: column.column_name, type: column.data_type },
    ]);
  }
  const textTypes = ['text', 'character varying', 'jsonb', 'json'];
  const children: Record<string, { column: string; parents: Knex.QueryBuilder }> = {
    answers: {
      column: 'session_id',
      parents: database('assessment_sessions').where({ user_id: person.userId }).select('id'),
    },
    result_profile_choices: {
      column: 'result_id',
      parents: database('results').where({ user_id: person.userId }).select('id'),
    },
    data_rights_messages: {
      column: 'request_id',
      parents: database('data_rights_requests')
        .where({ user_id: person.userId })
        .orWhereRaw('lower(email) = lower(?)', [person.email])
        .select('id'),
    },
  };
  const found: Record<string, Row[]> = {};
  for (const [table, tableColumns] of tables) {
    const names = new Set(tableColumns.map((column) => column.name));
    const rows = await database(table).where((query) => {
      if (names.has('user_id')) query.orWhere({ user_id: person.userId });
      if (names.has('principal_id')) {
        query.orWhere({ principal_kind: 'user', principal_id: person.userId });
      }
      if (names.has('actor_id')) query.orWhere({ actor_kind: 'user', actor_id: person.userId });
      for (const column of tableColumns.filter((c) => textTypes.includes(c.type))) {
        query.orWhereRaw('position(lower(?) in lower(??::text)) > 0', [person.email, column.name]);
      }
      const child = children[table];
      if (child) query.orWhereIn(child.column, child.parents);
    });
    if (rows.length > 0) found[table] = JSON.parse(JSON.stringify(rows)) as Row[];
  }
  return found;
}

/**
 * The rows of `expected` missing from an export, as `table: row`. A row is present when an
 * exported row of its table has the same value in every column the export shows (the export
 * leaves out secrets and mail bodies).
 */
export function rowsMissingFrom(
  exported: Record<string, Row[]>,
  expected: Record<string, Row[]>,
): string[] {
  const missing: string[] = [];
  for (const [table, rows] of Object.entries(expected)) {
    for (const row of rows) {
      const present = (exported[table] ?? []).some((candidate) =>
        Object.entries(candidate).every(
          ([column, value]) => JSON.stringify(row[column]) === JSON.stringify(value),
        ),
      );
      if (!present) missing.push(`${table}: ${JSON.stringify(row)}`);
    }
  }
  return missing;
}

/** The text of a PDF, whitespace collapsed, so phrases can be looked for across line breaks. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
