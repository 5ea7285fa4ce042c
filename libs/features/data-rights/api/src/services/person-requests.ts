import { dataRightsProblems } from '@facet/data-rights-domain';
import type { DataRightsAnswer, DataRightsRecord } from '@facet/data-rights-domain';
import type { dataRightsRequestSchema } from '@facet/data-rights-domain';
import { paginate, problem, type Page, type PageQuery } from '@facet/platform-http';
import type { Language } from '@facet/platform-kernel';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { DataRightsPorts } from '../data-rights-ports';
import { mailRequestUpdate, notifyAdminsOfRequest } from './request-mail';
import {
  addThreadMessage,
  lockRequest,
  recordRequestAction,
  requestsTable,
  threadOf,
  toRecord,
  type RequestRow,
} from './request-rows';

export type NewRequest = z.output<typeof dataRightsRequestSchema>;

/**
 * Files a request. Signed in, it belongs to the caller and their identity is confirmed by the
 * session. From a visitor it is tied to the account holding the typed e-mail, if any, so its
 * owner sees it in /account; the admin must confirm the identity (status `contacted`) before
 * acting on the data (docs/decisions.md). Either way the address gets a confirmation mail.
 */
export async function fileRequest(
  ports: DataRightsPorts,
  database: Knex,
  publicUrl: string,
  request: NewRequest,
  signedInUserId: number | undefined,
): Promise<DataRightsRecord> {
  return database.transaction(async (transaction) => {
    let userId = signedInUserId ?? null;
    if (userId === null) {
      const owner = await transaction('users')
        .whereRaw('lower(email) = ?', [request.email])
        .first('id');
      userId = owner ? Number(owner.id) : null;
    }
    const [row] = await transaction<RequestRow>(requestsTable)
      .insert({
        user_id: userId,
        name: request.name,
        email: request.email,
        phone: request.phone ?? null,
        right: request.right,
        entity: request.entity ?? null,
        message: request.message,
        lang: request.lang,
        identity_confirmed: signedInUserId !== undefined,
      })
      .returning('*');
    const created = row!;
    await recordRequestAction(
      transaction,
      signedInUserId === undefined
        ? { kind: 'visitor', id: null }
        : { kind: 'user', id: signedInUserId },
      'filed',
      Number(created.id),
      { right: created.right },
    );
    await mailRequestUpdate(transaction, publicUrl, created);
    await notifyAdminsOfRequest(ports, transaction, publicUrl, created);
    return toRecord(created);
  });
}

export async function listOwnRequests(
  database: Knex,
  userId: number,
  pageQuery: PageQuery,
): Promise<Page<DataRightsRecord>> {
  const query = database<RequestRow>(requestsTable)
    .where({ user_id: userId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select('*');
  const page = await paginate<RequestRow>(query, pageQuery);
  return { ...page, rows: page.rows.map(toRecord) };
}

/** Someone else's request answers 404, the same as a missing one: nothing is revealed. */
async function ownRow(
  database: Knex | Knex.Transaction,
  userId: number,
  requestId: number,
): Promise<RequestRow> {
  const row = await database<RequestRow>(requestsTable)
    .where({ id: requestId, user_id: userId })
    .first();
  if (!row) throw problem(dataRightsProblems.requestNotFound);
  return row;
}

export async function getOwnRequest(
  database: Knex,
  userId: number,
  requestId: number,
): Promise<DataRightsAnswer> {
  const row = await ownRow(database, userId, requestId);
  return { arsulipo: toRecord(row), messages: await threadOf(database, requestId) };
}

/**
 * The person writes in the thread. Writing proves only that the account's owner read the request;
 * it confirms the request (so an admin may act on the right a visitor chose under their address)
 * only when the owner says explicitly that they filed it (`confirmsRequest`).
 */
export async function writeOwnMessage(
  database: Knex,
  userId: number,
  message: { requestId: number; body: string; lang: Language; confirmsRequest: boolean },
): Promise<DataRightsAnswer> {
  return database.transaction(async (transaction) => {
    await ownRow(transaction, userId, message.requestId);
    const row = await lockRequest(transaction, message.requestId);
    await addThreadMessage(transaction, {
      requestId: message.requestId,
      author: 'user',
      authorId: userId,
      body: message.body,
    });
    const confirmed = row.identity_confirmed || message.confirmsRequest;
    await transaction<RequestRow>(requestsTable)
      .where({ id: message.requestId })
      .update({ identity_confirmed: confirmed, updated_at: transaction.fn.now() });
    await recordRequestAction(
      transaction,
      { kind: 'user', id: userId },
      message.confirmsRequest && !row.identity_confirmed ? 'confirmed' : 'message',
      Number(row.id),
    );
    return {
      arsulipo: toRecord({ ...row, identity_confirmed: confirmed }),
      messages: await threadOf(transaction, message.requestId),
    };
  });
}

export async function ownGrantedRequest(
  database: Knex,
  userId: number,
  requestId: number,
): Promise<RequestRow> {
  const row = await ownRow(database, userId, requestId);
  const granted =
    row.status === 'accepted' && (row.solution === 'access' || row.solution === 'portability');
  if (!granted) throw problem(dataRightsProblems.documentNotGranted);
  return row;
}
