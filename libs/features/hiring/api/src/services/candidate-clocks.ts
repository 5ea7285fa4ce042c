import { defaultCandidateRetentionMonths } from '@facet/hiring-domain';
import type { Knex } from 'knex';
import type { CandidateRetentionPorts } from '../candidate-retention-ports';

/** A candidate whose clock runs with one company, and the end it runs to. */
export interface CandidateClock {
  companyId: number;
  userId: number;
  months: number;
  endsAt: Date;
  /** The end the last notice announced, if one was sent. */
  noticedEndsAt: Date | null;
}

interface ClockRow {
  company_id: string | number;
  user_id: string | number;
  months: number;
  ends_at: Date;
  noticed_ends_at: Date | null;
}

/**
 * The candidates a company did not hire, one row per person and company (D91). The clock starts
 * at the latest of their applications not hired (`applied_at`) and their joining as the
 * company's candidate member (`joined_at`), and runs the company's retention period. It stops for
 * good once one of their applications with the company is hired or their membership there is
 * anything but a candidate's: that person's data with the company is an employee's.
 * `where` narrows the rows (due ones, one person) by `ends_at` and the keys.
 */
export function candidateClocks(
  database: Knex | Knex.Transaction,
  ports: Pick<CandidateRetentionPorts, 'membershipRoles'>,
  narrow: { endingBy?: Date; companyId?: number; userId?: number },
) {
  const memberships = ports.membershipRoles(database);
  const starts = `
    select company_id, user_id, applied_at as started_at from applications where hired_at is null
    union all
    select company_id, user_id, joined_at from ? as candidate_members where role = 'candidate'`;
  const conditions: string[] = [];
  const bindings: unknown[] = [memberships, defaultCandidateRetentionMonths, memberships];
  if (narrow.endingBy) {
    conditions.push('clocks.ends_at <= ?');
    bindings.push(narrow.endingBy);
  }
  if (narrow.companyId !== undefined) {
    conditions.push('clocks.company_id = ?');
    bindings.push(narrow.companyId);
  }
  if (narrow.userId !== undefined) {
    conditions.push('clocks.user_id = ?');
    bindings.push(narrow.userId);
  }
  return database
    .raw<{ rows: ClockRow[] }>(
      `select clocks.*, notices.ends_at as noticed_ends_at
         from (select starts.company_id, starts.user_id, months.months,
                      max(starts.started_at) + make_interval(months => months.months) as ends_at
                 from (${starts}) starts
                 cross join lateral (
                   select coalesce((select candidate_retention_months from hiring_settings
                                     where company_id = starts.company_id), ?) as months) months
                where not exists (select 1 from applications hired
                                   where hired.company_id = starts.company_id
                                     and hired.user_id = starts.user_id
                                     and hired.hired_at is not null)
                  and not exists (select 1 from ? as staff
                                   where staff.company_id = starts.company_id
                                     and staff.user_id = starts.user_id
                                     and staff.role <> 'candidate')
                group by starts.company_id, starts.user_id, months.months) clocks
         left join candidate_retention_notices notices
           on notices.company_id = clocks.company_id and notices.user_id = clocks.user_id
        ${conditions.length > 0 ? `where ${conditions.join(' and ')}` : ''}
        order by clocks.ends_at, clocks.company_id, clocks.user_id`,
      bindings as Knex.RawBinding[],
    )
    .then(({ rows }): CandidateClock[] =>
      rows.map((row) => ({
        companyId: Number(row.company_id),
        userId: Number(row.user_id),
        months: row.months,
        endsAt: new Date(row.ends_at),
        noticedEndsAt: row.noticed_ends_at ? new Date(row.noticed_ends_at) : null,
      })),
    );
}
