import {
  contactRepeatRules,
  inactiveContactStatuses,
  contactProblems,
  type ContactRecord,
  type contactRequestSchema,
} from '@facet/contact-domain';
import { anyColumnContains, recordAudit } from '@facet/platform-db';
import { paginate, problem, type Page, type PageQuery } from '@facet/platform-http';
import { catalogueFormatter } from '@facet/platform-i18n';
import type { RequestStatus } from '@facet/platform-kernel';
import { buildLink, enqueueMail } from '@facet/platform-mail';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { ContactRequestRow } from '../tables';
import type { ContactPorts } from '../contact-options';
import { contactNoticeMessages } from './contact-notice-messages';

const table = 'contact_requests';

type ContactRow = Omit<ContactRequestRow, 'search_key'>;

function toRecord(row: ContactRow): ContactRecord {
  return {
    id: Number(row.id),
    form_id: Number(row.id),
    name: row.name,
    email: row.email,
    phone_prefix: row.phone_prefix,
    phone: row.phone,
    lang: row.lang,
    message: row.message,
    status: row.status,
    date: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export type NewContactRequest = z.output<typeof contactRequestSchema>;

/**
 * Refuses a repeat from the same address (spec/api.md §8; rules in `contactRepeatRules`):
 * 409 while one is unread, 406 while one is under review, 423 when contacted within 30 days.
 */
async function refuseRepeat(transaction: Knex.Transaction, email: string): Promise<void> {
  // Serialises two sends from one address, so both cannot pass the check.
  await transaction.raw('select pg_advisory_xact_lock(hashtext(?))', [`contact:${email}`]);
  const earlier = await transaction<ContactRow>(table)
    .whereRaw('lower(email) = ?', [email])
    .select('status', 'updated_at');
  const has = (statuses: readonly string[]) => earlier.some((row) => statuses.includes(row.status));
  if (has(contactRepeatRules.pendingStatuses)) {
    throw problem(contactProblems.alreadyPending);
  }
  if (has(contactRepeatRules.underReviewStatuses)) {
    throw problem(contactProblems.underReview);
  }
  const coolingOff = Date.now() - contactRepeatRules.contactedCoolingOffDays * 24 * 60 * 60 * 1000;
  if (
    earlier.some(
      (row) =>
        row.status === contactRepeatRules.contactedStatus && row.updated_at.getTime() > coolingOff,
    )
  ) {
    throw problem(contactProblems.recentlyContacted);
  }
}

const noticeFormatterFor = catalogueFormatter([contactNoticeMessages]);

export async function createContactRequest(
  ports: ContactPorts,
  database: Knex,
  publicUrl: string,
  request: NewContactRequest,
): Promise<ContactRecord> {
  return database.transaction(async (transaction) => {
    await refuseRepeat(transaction, request.email);
    const [row] = await transaction<ContactRow>(table).insert(request).returning('*');
    const created = row!;
    for (const admin of await ports.notifiedPlatformAdmins(transaction)) {
      const notice = noticeFormatterFor(admin.lang);
      await enqueueMail(transaction, {
        kind: 'admin-notification',
        to: admin.email,
        lang: admin.lang,
        data: {
          subject: notice(contactNoticeMessages.messages.subject),
          body: notice(contactNoticeMessages.messages.body, {
            name: created.name,
            email: created.email,
          }),
          link: buildLink(publicUrl, `/admin/contact/${created.id}`),
        },
      });
    }
    await recordAudit(transaction, {
      actor: { kind: 'visitor', id: null },
      action: 'contact.created',
      target: `contact:${created.id}`,
      subjectUserId: null,
    });
    return toRecord(created);
  });
}

function listQuery(database: Knex, includeInactive: boolean) {
  const query = database<ContactRow>(table)
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select('*');
  if (!includeInactive) query.whereNotIn('status', inactiveContactStatuses);
  return query;
}

async function pageOf(
  query: Knex.QueryBuilder,
  pageQuery: PageQuery,
): Promise<Page<ContactRecord>> {
  const page = await paginate<ContactRow>(query, pageQuery);
  return { ...page, rows: page.rows.map(toRecord) };
}

export function listContactRequests(
  database: Knex,
  pageQuery: PageQuery & { includeInactive: boolean },
): Promise<Page<ContactRecord>> {
  return pageOf(listQuery(database, pageQuery.includeInactive), pageQuery);
}

/** Name, e-mail or message containing the term, case-insensitive. */
export function searchContactRequests(
  database: Knex,
  search: PageQuery & { searchTerm: string; includeInactive: boolean },
): Promise<Page<ContactRecord>> {
  const query = listQuery(database, search.includeInactive).where(
    anyColumnContains({ table, columns: ['name', 'email', 'message'] }, search.searchTerm),
  );
  return pageOf(query, search);
}

export async function getContactRequest(database: Knex, id: number): Promise<ContactRecord> {
  const row = await database<ContactRow>(table).where({ id }).first();
  if (!row) throw problem(contactProblems.notFound);
  return toRecord(row);
}

export async function setContactStatus(
  database: Knex,
  adminId: number,
  id: number,
  state: RequestStatus,
): Promise<ContactRecord> {
  return database.transaction(async (transaction) => {
    const [row] = await transaction<ContactRow>(table)
      .where({ id })
      .update({ status: state, updated_at: transaction.fn.now() })
      .returning('*');
    if (!row) throw problem(contactProblems.notFound);
    await recordAudit(transaction, {
      actor: { kind: 'admin', id: adminId },
      action: 'contact.status_changed',
      target: `contact:${id}`,
      subjectUserId: null,
      details: { status: state },
    });
    return toRecord(row);
  });
}
