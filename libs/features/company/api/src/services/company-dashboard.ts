import {
  companyDashboardSchema,
  dashboardRecentResultsLimit,
  dashboardTrendMonths,
  type CompanyDashboard,
  type DashboardMonth,
} from '@facet/company-domain';
import type { Knex } from 'knex';
import { resolveCompanyActor, type CompanyPrincipal } from '@facet/platform-tenancy';
import type { CompanyPorts } from '../company-ports';
import { readCompanyRecord } from './company-info';
import { countPendingInvitations } from './invitations';

interface RecentResultRow {
  result_id: number;
  name: string;
  email: string;
  created_at: Date;
}

interface MonthRow {
  month: string;
  finished: number;
}

/**
 * Results of current members per calendar month, the current month and the ones before it, with
 * the months nobody finished in as zero: the series comes from the calendar, not from the results.
 */
async function countFinishedByMonth(
  transaction: Knex.Transaction,
  ports: CompanyPorts,
  companyId: number,
): Promise<DashboardMonth[]> {
  const { rows } = await transaction.raw<{ rows: MonthRow[] }>(
    `select to_char(months.start, 'YYYY-MM') as month, count(r.id) as finished
       from generate_series(
              date_trunc('month', now()) - make_interval(months => ?),
              date_trunc('month', now()),
              interval '1 month'
            ) as months(start)
       left join (
              ? r
              join memberships m on m.user_id = r.user_id and m.company_id = r.company_id
            )
         on r.company_id = ?
        and r.created_at >= months.start
        and r.created_at < months.start + interval '1 month'
      group by months.start
      order by months.start`,
    [dashboardTrendMonths - 1, ports.storedResults(transaction), companyId],
  );
  return rows.map((row) => ({ month: row.month, finished: Number(row.finished) }));
}

/**
 * GET /company/dashboard: licences, invitations and assessments of the caller's company
 * (managers and admins). Assessment sessions and results belong to the assessment feature; they
 * are read through its queries (`CompanyPorts`). Recent results are those of current members, the people the company panel
 * can open, and so are the monthly counts of finished assessments and this month's figure.
 */
export async function getCompanyDashboard(
  database: Knex,
  ports: CompanyPorts,
  principal: CompanyPrincipal,
): Promise<CompanyDashboard> {
  return database.transaction(async (transaction) => {
    const { companyId } = await resolveCompanyActor(transaction, principal);
    const company = await readCompanyRecord(transaction, companyId);
    const [waiting] = await transaction('memberships as m')
      .where({ 'm.company_id': companyId, 'm.licence_state': 'no' })
      .whereNotExists(
        ports
          .storedResults(transaction)
          .whereRaw('r.user_id = m.user_id and r.company_id = m.company_id')
          .select(transaction.raw('1')),
      )
      .count<{ count: string }[]>({ count: '*' });
    const [inProgress] = await ports
      .openAttempts(transaction)
      .where({ company_id: companyId })
      .count<{ count: string }[]>({ count: '*' });
    const finishedByMonth = await countFinishedByMonth(transaction, ports, companyId);
    const recent = await ports
      .storedResults(transaction)
      .join('memberships as m', (join) =>
        join.on('m.user_id', 'r.user_id').andOn('m.company_id', 'r.company_id'),
      )
      .join('users as u', 'u.id', 'r.user_id')
      .where('r.company_id', companyId)
      .orderBy([
        { column: 'r.created_at', order: 'desc' },
        { column: 'r.id', order: 'desc' },
      ])
      .limit(dashboardRecentResultsLimit)
      .select<RecentResultRow[]>('r.id as result_id', 'u.name', 'u.email', 'r.created_at');
    return companyDashboardSchema.parse({
      companyName: company.name,
      licences: company.licenceCounts,
      waitingForLicence: Number(waiting?.count ?? 0),
      pendingInvitations: await countPendingInvitations(transaction, companyId),
      assessmentsInProgress: Number(inProgress?.count ?? 0),
      // The current month is the series' last: the figure and the chart's last bar always agree.
      finishedThisMonth: finishedByMonth.at(-1)?.finished ?? 0,
      recentResults: recent.map((row) => ({
        result_id: Number(row.result_id),
        name: row.name,
        email: row.email,
        date: new Date(row.created_at).toISOString(),
      })),
      finishedByMonth,
    } satisfies CompanyDashboard);
  });
}
