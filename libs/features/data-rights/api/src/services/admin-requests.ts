import {
  refusalMessages,
  rightsNeverGranted,
  dataRightsProblems,
  type DataRight,
  type DataRightsAdminAnswer,
  type DataRightsAdminRecord,
  type DataRightsAdminUpdatePayload,
  type DataRightsEntity,
} from '@facet/data-rights-domain';
import { eraseSubject, type PersonalDataSource } from '@facet/platform-db';
import { paginate, problem, type Page, type PageQuery } from '@facet/platform-http';
import type { Language, RequestStatus } from '@facet/platform-kernel';
import type { Knex } from 'knex';
import type { DataRightsPorts } from '../data-rights-ports';
import { resolveSubject } from './data-subject';
import { signExportGrant, exportPath, type ExportFormat } from './document-links';
import { mailRequestUpdate } from './request-mail';
import {
  addThreadMessage,
  lockRequest,
  recordRequestAction,
  requestsTable,
  threadOf,
  toAdminRecord,
  type RequestRow,
} from './request-rows';

export interface AdminContext {
  ports: DataRightsPorts;
  database: Knex;
  /** Every feature's tables, to erase a subject from. */
  personalData: readonly PersonalDataSource[];
  adminId: number;
  publicUrl: string;
  linkSecret: string;
}

export async function listRequests(
  database: Knex,
  pageQuery: PageQuery & { searchTerm?: string | undefined },
): Promise<Page<DataRightsAdminRecord>> {
  const { searchTerm } = pageQuery;
  const query = database<RequestRow>(requestsTable)
    .modify((matching) => {
      if (searchTerm === undefined) return;
      // The term is data, not a pattern: its own % and _ match themselves.
      const pattern = `%${searchTerm.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      matching.where((term) =>
        term
          .whereILike('name', pattern)
          .orWhereILike('email', pattern)
          .orWhereRaw('number::text = ?', [searchTerm]),
      );
    })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select('*');
  const page = await paginate<RequestRow>(query, pageQuery);
  return { ...page, rows: page.rows.map(toAdminRecord) };
}

export async function getRequest(
  database: Knex,
  requestId: number,
): Promise<DataRightsAdminAnswer> {
  const row = await database<RequestRow>(requestsTable).where({ id: requestId }).first();
  if (!row) throw problem(dataRightsProblems.requestNotFound);
  return { arsulipo: toAdminRecord(row), messages: await threadOf(database, requestId) };
}

type Update = Omit<DataRightsAdminUpdatePayload, 'arsulipo_id'>;

/**
 * Sets status, notes, solution or writes a message. Objection and limitation are never granted:
 * choosing either as the solution rejects the request and answers the person with the refusal
 * (processing is needed; deletion is the way out). A new status or message mails the person in
 * the same transaction.
 */
export async function updateRequest(
  context: AdminContext,
  requestId: number,
  update: Update,
): Promise<DataRightsAdminAnswer> {
  return context.database.transaction(async (transaction) => {
    const before = await lockRequest(transaction, requestId);
    const changes: Partial<RequestRow> = {};
    let status: RequestStatus | undefined = update.status;
    const messages: string[] = [];
    if (update.message) messages.push(update.message);
    if (update.solution && rightsNeverGranted.includes(update.solution)) {
      status = 'rejected';
      messages.push(refusalMessages[before.lang]);
    }
    if (update.solution !== undefined) changes.solution = update.solution;
    if (update.notes !== undefined) changes.notes = update.notes || null;
    if (status !== undefined) changes.status = status;
    if (status === 'contacted') changes.identity_confirmed = true;
    const [after] = await transaction<RequestRow>(requestsTable)
      .where({ id: requestId })
      .update({ ...changes, updated_at: transaction.fn.now() })
      .returning('*');
    for (const body of messages) {
      await addThreadMessage(transaction, {
        requestId,
        author: 'admin',
        authorId: context.adminId,
        body,
      });
    }
    await recordRequestAction(
      transaction,
      { kind: 'admin', id: context.adminId },
      'updated',
      requestId,
      {
        fields: Object.keys(update),
        status: after!.status,
      },
    );
    if (after!.status !== before.status || messages.length > 0) {
      await mailRequestUpdate(transaction, context.publicUrl, after!);
    }
    return { arsulipo: toAdminRecord(after!), messages: await threadOf(transaction, requestId) };
  });
}

/** The request must ask for the right the action grants; else the admin picked the wrong one. */
function requireRight(row: RequestRow, right: DataRight): void {
  if (row.right !== right) {
    throw problem(dataRightsProblems.otherRight, { asked: row.right, granted: right });
  }
}

async function markGranted(
  transaction: Knex.Transaction,
  context: AdminContext,
  row: RequestRow,
  solution: DataRight,
  details: Record<string, unknown>,
  options: { mail: boolean },
): Promise<void> {
  const [after] = await transaction<RequestRow>(requestsTable)
    .where({ id: row.id })
    .update({ solution, status: 'accepted', updated_at: transaction.fn.now() })
    .returning('*');
  await recordRequestAction(
    transaction,
    { kind: 'admin', id: context.adminId },
    solution,
    Number(row.id),
    details,
  );
  if (options.mail) await mailRequestUpdate(transaction, context.publicUrl, after!);
}

function linkOf(
  context: AdminContext,
  grant: {
    requestId: number;
    entity: DataRightsEntity;
    format: ExportFormat;
    lang: Language;
  },
): string {
  return `${context.publicUrl.replace(/\/+$/, '')}${exportPath(signExportGrant(context.linkSecret, grant))}`;
}

/**
 * Access: grants the request and answers a short-lived link to the PDF of everything held about
 * the person.
 */
export async function grantAccess(
  context: AdminContext,
  requestId: number,
  lang: Language,
): Promise<{ pdfUrl: string }> {
  return context.database.transaction(async (transaction) => {
    const row = await lockRequest(transaction, requestId);
    requireRight(row, 'access');
    await resolveSubject(context.ports, transaction, row, 'employee');
    await markGranted(transaction, context, row, 'access', {}, { mail: true });
    return { pdfUrl: linkOf(context, { requestId, entity: 'employee', format: 'pdf', lang }) };
  });
}

export async function grantPortability(
  context: AdminContext,
  requestId: number,
  entity: DataRightsEntity,
): Promise<{ url: string; csvUrl?: string }> {
  return context.database.transaction(async (transaction) => {
    const row = await lockRequest(transaction, requestId);
    requireRight(row, 'portability');
    await resolveSubject(context.ports, transaction, row, entity);
    await transaction<RequestRow>(requestsTable).where({ id: requestId }).update({ entity });
    await markGranted(transaction, context, row, 'portability', { entity }, { mail: true });
    const grant = { requestId, entity, lang: row.lang };
    return {
      url: linkOf(context, { ...grant, format: 'json' }),
      ...(entity === 'employee' && { csvUrl: linkOf(context, { ...grant, format: 'csv' }) }),
    };
  });
}

/** Rectification: new name and/or e-mail of the person's account or of their company. */
export async function rectify(
  context: AdminContext,
  requestId: number,
  entity: DataRightsEntity,
  patch: { name?: string; email?: string },
): Promise<DataRightsAdminAnswer> {
  await context.database.transaction(async (transaction) => {
    const row = await lockRequest(transaction, requestId);
    requireRight(row, 'rectification');
    const subject = await resolveSubject(context.ports, transaction, row, entity);
    const table = subject.kind === 'person' ? 'users' : 'companies';
    const id = subject.kind === 'person' ? subject.userId : subject.companyId;
    if (patch.email) {
      const taken = await transaction(table)
        .whereRaw('lower(email) = lower(?)', [patch.email])
        .whereNot({ id })
        .first('id');
      if (taken) throw problem(dataRightsProblems.emailInUse);
    }
    if (subject.kind === 'company' && patch.name) {
      const taken = await transaction('companies')
        .whereRaw('lower(name) = lower(?)', [patch.name])
        .whereNot({ id })
        .first('id');
      if (taken) throw problem(dataRightsProblems.companyNameInUse);
    }
    await (subject.kind === 'person'
      ? context.ports.rectifyUser(transaction, subject.userId, patch)
      : context.ports.rectifyCompany(transaction, subject.companyId, patch));
    if (subject.kind === 'person' && patch.email) {
      // Updates about this request now reach the corrected address.
      await transaction<RequestRow>(requestsTable)
        .where({ id: requestId })
        .update({ email: patch.email });
      row.email = patch.email;
    }
    await transaction<RequestRow>(requestsTable).where({ id: requestId }).update({ entity });
    await markGranted(
      transaction,
      context,
      { ...row },
      'rectification',
      { entity, fields: Object.keys(patch) },
      { mail: true },
    );
  });
  return getRequest(context.database, requestId);
}

/**
 * Suppression of the person (their account and all that hangs from it) or of their company's
 * own data. The request row is kept, anonymised, as the record that the right was granted.
 */
export async function suppress(
  context: AdminContext,
  requestId: number,
  entity: DataRightsEntity,
): Promise<DataRightsAdminAnswer> {
  await context.database.transaction(async (transaction) => {
    const row = await lockRequest(transaction, requestId);
    requireRight(row, 'suppression');
    const subject = await resolveSubject(context.ports, transaction, row, entity);
    await transaction<RequestRow>(requestsTable).where({ id: requestId }).update({ entity });
    await eraseSubject(transaction, context.personalData, subject);
    const current = await lockRequest(transaction, requestId);
    await markGranted(
      transaction,
      context,
      current,
      'suppression',
      { entity },
      {
        mail: subject.kind === 'company',
      },
    );
  });
  return getRequest(context.database, requestId);
}
