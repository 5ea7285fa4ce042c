import {
  repeatedViewMinutes,
  resultReadKindOf,
  type ResultReaderRole,
  type ResultReadEntry,
  type ResultReadsAnswer,
} from '@facet/audit-trail-domain';
import { whereAbout } from '@facet/platform-db';
import { paginate, type PageQuery } from '@facet/platform-http';
import { resultReadActionList } from '@facet/platform-kernel';
import type { Knex } from 'knex';

interface ReadRow {
  id: number;
  created_at: Date;
  actor_kind: 'user' | 'admin';
  action: string;
  actor_role: string | null;
  reader_user_name: string | null;
  reader_admin_name: string | null;
  company_id: number | null;
  company_name: string | null;
}

const companyRoles: readonly ResultReaderRole[] = ['manager', 'admin'];

function readerRoleOf(row: ReadRow): ResultReaderRole {
  if (row.actor_kind === 'admin') return 'platformAdmin';
  return companyRoles.find((role) => role === row.actor_role) ?? 'manager';
}

/**
 * GET /user/result-reads: who else read the signed-in person's results or reports, in which
 * company, what and when (GDPR transparency), newest first. Entries about them by themselves are
 * not reads by others and never listed. It counts views, not requests: a read by the same reader,
 * of the same kind, in the same company, within `repeatedViewMinutes` of the one before it, is
 * the same view and not listed again (decision D63).
 */
export async function resultReadsOf(
  database: Knex,
  userId: number,
  query: PageQuery,
): Promise<ResultReadsAnswer> {
  return database.transaction(async (transaction) => {
    const aboutThem = whereAbout(transaction('audit_log as a'), transaction, userId, 'a')
      .whereIn('a.action', resultReadActionList)
      .whereIn('a.actor_kind', ['user', 'admin'])
      .whereNot((own) => own.where({ 'a.actor_kind': 'user', 'a.actor_id': userId }))
      .select(
        'a.id',
        'a.created_at',
        'a.actor_kind',
        'a.actor_id',
        'a.action',
        'a.company_id',
        transaction.raw("a.details->>'actor_role' as actor_role"),
        transaction.raw(
          `lag(a.created_at) over (partition by a.actor_kind, a.actor_id, a.action, a.company_id
             order by a.created_at, a.id) as previous_at`,
        ),
      );
    const reads = transaction
      .from(aboutThem.as('a'))
      .leftJoin('users as u', function readerUser() {
        this.on('u.id', '=', 'a.actor_id').andOn(
          'a.actor_kind',
          '=',
          transaction.raw('?', ['user']),
        );
      })
      .leftJoin('platform_admins as pa', function readerAdmin() {
        this.on('pa.id', '=', 'a.actor_id').andOn(
          'a.actor_kind',
          '=',
          transaction.raw('?', ['admin']),
        );
      })
      .leftJoin('companies as c', 'c.id', 'a.company_id')
      .where((newView) =>
        newView
          .whereNull('a.previous_at')
          .orWhereRaw('a.created_at - a.previous_at > make_interval(mins => ?)', [
            repeatedViewMinutes,
          ]),
      )
      .select(
        'a.id',
        'a.created_at',
        'a.actor_kind',
        'a.action',
        'a.actor_role',
        'u.name as reader_user_name',
        'pa.name as reader_admin_name',
        'a.company_id',
        'c.name as company_name',
      )
      .orderBy([
        { column: 'a.created_at', order: 'desc' },
        { column: 'a.id', order: 'desc' },
      ]);
    const page = await paginate<ReadRow>(reads, query);
    return {
      reads: page.rows.flatMap((row): ResultReadEntry[] => {
        const what = resultReadKindOf(row.action);
        if (!what) return [];
        return [
          {
            id: Number(row.id),
            at: new Date(row.created_at).toISOString(),
            reader: {
              name: row.reader_user_name ?? row.reader_admin_name,
              role: readerRoleOf(row),
            },
            company:
              row.company_id === null || row.company_name === null
                ? null
                : { id: Number(row.company_id), name: row.company_name },
            what,
          },
        ];
      }),
      total: page.total,
      page: page.page,
      page_size: query.pageSize,
    };
  });
}
