import { searchKeyColumn } from '@facet/platform-db';
import type { Knex } from 'knex';
import type { DataSubject } from './data-subject';

/**
 * Secrets are never exported: they are ours, not the person's, and would open the account. Nor
 * is the search key, a lower-cased copy of the name and e-mail that are exported.
 */
const notExportedColumns = new Set(['password_hash', 'token_hash', searchKeyColumn]);

/** Tables whose company rows are people's data, not the company's. */
const notCompanyData = new Set([
  'results',
  'assessment_sessions',
  'audit_log',
  'result_profile_choices',
  'refresh_tokens',
  'one_time_tokens',
]);

type Row = Record<string, unknown>;

export interface PersonalDataExport {
  format: 'facet-personal-data/1';
  generatedAt: string;
  subject: 'employee' | 'company';
  /** Every table holding rows about the subject, each with those rows. */
  tables: Record<string, Row[]>;
}

function withoutSecrets(rows: Row[]): Row[] {
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).filter(([column]) => !notExportedColumns.has(column))),
  );
}

/** The tables (of any feature, now or later) that have the given column. */
async function tablesWithColumn(transaction: Knex.Transaction, column: string): Promise<string[]> {
  const rows = await transaction('information_schema.columns')
    .where({ table_schema: 'public', column_name: column })
    .whereNot('table_name', 'like', 'knex_%')
    .orderBy('table_name')
    .select<{ table_name: string }[]>('table_name');
  return rows.map((row) => row.table_name);
}

function add(tables: Record<string, Row[]>, table: string, rows: Row[]): void {
  if (rows.length === 0) return;
  tables[table] = [...(tables[table] ?? []), ...withoutSecrets(rows)];
}

async function personTables(
  transaction: Knex.Transaction,
  subject: Extract<DataSubject, { kind: 'employee' }>,
): Promise<Record<string, Row[]>> {
  const tables: Record<string, Row[]> = {};
  add(tables, 'users', await transaction('users').where({ id: subject.userId }));
  // Every table with a user_id column, so a table another feature adds is exported too.
  for (const table of await tablesWithColumn(transaction, 'user_id')) {
    add(tables, table, await transaction(table).where({ user_id: subject.userId }));
  }
  const sessions = (tables['assessment_sessions'] ?? []).map((session) => session['id']);
  if (sessions.length > 0) {
    add(
      tables,
      'answers',
      await transaction('answers').whereIn('session_id', sessions as string[]),
    );
  }
  // The profile a manager compared each of the person's results with.
  const results = (tables['results'] ?? []).map((result) => result['id']);
  if (results.length > 0) {
    add(
      tables,
      'result_profile_choices',
      await transaction('result_profile_choices').whereIn('result_id', results as string[]),
    );
  }
  // Requests under the person's address but not tied to the account (filed before it existed).
  const requests = await transaction('data_rights_requests')
    .whereRaw('lower(email) = lower(?)', [subject.email])
    .andWhere((query) => query.whereNull('user_id').orWhereNot('user_id', subject.userId));
  add(tables, 'data_rights_requests', requests);
  const requestIds = (tables['data_rights_requests'] ?? []).map((request) => request['id']);
  if (requestIds.length > 0) {
    add(
      tables,
      'data_rights_messages',
      await transaction('data_rights_messages').whereIn('request_id', requestIds as string[]),
    );
  }
  const byEmail = (table: string, column: string) =>
    transaction(table).whereRaw(`lower(${column}) = lower(?)`, [subject.email]);
  add(tables, 'invitations', await byEmail('invitations', 'guest_email'));
  add(tables, 'contact_requests', await byEmail('contact_requests', 'email'));
  add(
    tables,
    'one_time_tokens',
    await byEmail('one_time_tokens', 'email').select(
      'id',
      'purpose',
      'created_at',
      'expires_at',
      'used_at',
    ),
  );
  add(
    tables,
    'rate_limits',
    await transaction('rate_limits').whereRaw('position(lower(?) in lower(key)) > 0', [
      subject.email,
    ]),
  );
  // Mail to them, and mail to others that names them (as the erasure deletes both): metadata only.
  add(
    tables,
    'mail_outbox',
    await byEmail('mail_outbox', 'recipient')
      .orWhereRaw('position(lower(?) in lower(text_body)) > 0', [subject.email])
      .orWhereRaw('position(lower(?) in lower(text_body)) > 0', [subject.name])
      .select('id', 'kind', 'subject', 'status', 'created_at', 'sent_at'),
  );
  add(
    tables,
    'refresh_tokens',
    await transaction('refresh_tokens')
      .where({ principal_kind: 'user', principal_id: subject.userId })
      .select('id', 'persistent', 'created_at', 'expires_at', 'used_at', 'revoked_at'),
  );
  add(
    tables,
    'audit_log',
    await transaction('audit_log')
      .where({ actor_kind: 'user', actor_id: subject.userId })
      .orWhereRaw('position(lower(?) in lower(target)) > 0', [subject.email])
      .orWhereRaw('position(lower(?) in lower(details::text)) > 0', [subject.email])
      .orWhereRaw('position(lower(?) in lower(details::text)) > 0', [subject.name]),
  );
  return tables;
}

async function companyTables(
  transaction: Knex.Transaction,
  subject: Extract<DataSubject, { kind: 'company' }>,
): Promise<Record<string, Row[]>> {
  const tables: Record<string, Row[]> = {};
  add(tables, 'companies', await transaction('companies').where({ id: subject.companyId }));
  for (const table of await tablesWithColumn(transaction, 'company_id')) {
    if (notCompanyData.has(table)) continue;
    add(tables, table, await transaction(table).where({ company_id: subject.companyId }));
  }
  return tables;
}

/** Everything the product holds about the subject, as one machine-readable document. */
export async function collectPersonalData(
  transaction: Knex.Transaction,
  subject: DataSubject,
): Promise<PersonalDataExport> {
  return {
    format: 'facet-personal-data/1',
    generatedAt: new Date().toISOString(),
    subject: subject.kind,
    tables:
      subject.kind === 'employee'
        ? await personTables(transaction, subject)
        : await companyTables(transaction, subject),
  };
}

function csvCell(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ''
      : value instanceof Date
        ? value.toISOString()
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The person's results as CSV: one row per result, one column per scale. */
export function resultsCsv(data: PersonalDataExport): string {
  const results = data.tables['results'] ?? [];
  const scales = [
    ...new Set(
      results.flatMap((result) => Object.keys((result['scores'] as Record<string, unknown>) ?? {})),
    ),
  ];
  const header = ['number', 'date', 'item_bank_version', 'norm_version', ...scales];
  const lines = results.map((result) => {
    const scores = (result['scores'] as Record<string, unknown>) ?? {};
    return [
      result['number'],
      result['created_at'],
      result['item_bank_version'],
      result['norm_version'],
      ...scales.map((scale) => scores[scale]),
    ]
      .map(csvCell)
      .join(',');
  });
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
