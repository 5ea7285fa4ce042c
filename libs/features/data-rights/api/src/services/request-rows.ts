import {
  dataRightsProblems,
  type DataRightsAdminRecord,
  type DataRightsChatMessage,
  type DataRightsRecord,
} from '@facet/data-rights-domain';
import { recordAudit } from '@facet/platform-db';
import { problem } from '@facet/platform-http';
import type { Knex } from 'knex';
import type { DataRightsRequestRow } from '../tables';

export const requestsTable = 'data_rights_requests';
export const messagesTable = 'data_rights_messages';

export type RequestRow = DataRightsRequestRow;

interface MessageRow {
  id: number;
  author: 'user' | 'admin';
  body: string;
  created_at: Date;
}

/** The one display helper of a request for its person: no admin notes. */
export function toRecord(row: RequestRow): DataRightsRecord {
  return {
    arsulipo_id: Number(row.id),
    number: row.number,
    name: row.name,
    email: row.email,
    phone: row.phone,
    right: row.right,
    entity: row.entity,
    message: row.message,
    lang: row.lang,
    status: row.status,
    solution: row.solution,
    date: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    identity_confirmed: row.identity_confirmed,
  };
}

export function toAdminRecord(row: RequestRow): DataRightsAdminRecord {
  return {
    ...toRecord(row),
    notes: row.notes,
    user_id: row.user_id === null ? null : Number(row.user_id),
  };
}

export async function threadOf(
  database: Knex | Knex.Transaction,
  requestId: number,
): Promise<DataRightsChatMessage[]> {
  const rows: MessageRow[] = await database(messagesTable)
    .where('request_id', requestId)
    .orderBy('created_at')
    .orderBy('id')
    .select('id', 'author', 'body', 'created_at');
  return rows.map((row) => ({
    id: Number(row.id),
    author: row.author,
    body: row.body,
    date: row.created_at.toISOString(),
  }));
}

/** A request locked for the rest of the transaction, or 404. */
export async function lockRequest(
  transaction: Knex.Transaction,
  requestId: number,
): Promise<RequestRow> {
  const row = await transaction<RequestRow>(requestsTable)
    .where({ id: requestId })
    .forUpdate()
    .first();
  if (!row) throw problem(dataRightsProblems.requestNotFound);
  return row;
}

export async function addThreadMessage(
  transaction: Knex.Transaction,
  message: { requestId: number; author: 'user' | 'admin'; authorId: number | null; body: string },
): Promise<void> {
  await transaction(messagesTable).insert({
    request_id: message.requestId,
    author: message.author,
    author_id: message.authorId,
    body: message.body,
  });
}

/** One audit row per action on a request; the target names the request, never the person. */
export async function recordRequestAction(
  transaction: Knex.Transaction,
  actor: { kind: 'user' | 'admin' | 'visitor'; id: number | null },
  action: string,
  requestId: number,
  details: Record<string, unknown> = {},
): Promise<void> {
  await recordAudit(transaction, {
    actor,
    action: `data_rights.${action}`,
    target: `arsulipo:${requestId}`,
    subjectUserId: transaction.raw('(select user_id from data_rights_requests where id = ?)', [
      requestId,
    ]),
    details,
  });
}
