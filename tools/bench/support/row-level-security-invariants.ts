import type { EmployeeListAnswer } from '@facet/company-domain';
import { databaseScopeStatement, type Database } from '@facet/platform-db';
import pg from 'pg';
import { benchUserToken } from './bench-company';
import type { Finding } from './invariant';
import { callJson } from './json-call';
import type { Instance } from './session-invariants';

/** One company as the row-level security checks see it. */
export interface Tenant {
  name: string;
  companyId: number;
  managerId: number;
  /** Every member's e-mail ends with `@` and this. */
  emailDomain: string;
  /** A member another company's manager asks for by e-mail. */
  memberEmail: string;
}

/** Runs `work` for every index, at most `concurrency` at a time. */
async function inParallel(
  count: number,
  concurrency: number,
  work: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

/**
 * (e) The managers of two companies list their employees at once through the proxy, over every
 * instance and so over many pooled connections: each sees only their own people, and the right
 * total. Every other call names the other company (`company_id`), which a company user's call
 * may not choose. Each also asks every instance for a member of the other company by e-mail.
 */
export async function employeeListsStayInTenant(
  database: Database,
  proxyOrigin: string,
  instances: readonly Instance[],
  tenants: readonly [Tenant, Tenant],
): Promise<Finding> {
  const membersOf = new Map<number, number>();
  for (const tenant of tenants) {
    const [row] = await database('memberships')
      .where({ company_id: tenant.companyId })
      .count<{ count: number }[]>('* as count');
    membersOf.set(tenant.companyId, Number(row!.count));
  }
  const calls = 240;
  const statuses = new Map<number, number>();
  let foreignPeople = 0;
  let wrongTotals = 0;
  await inParallel(calls, 24, async (index) => {
    const tenant = tenants[index % 2]!;
    const other = tenants[(index + 1) % 2]!;
    const naming = Math.floor(index / 2) % 2 === 1 ? `&company_id=${other.companyId}` : '';
    const answer = await callJson(
      proxyOrigin,
      'GET',
      `/api/companies/get-employees?page=1&pageSize=100${naming}`,
      { token: benchUserToken(tenant.managerId) },
    );
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    if (answer.status !== 200) return;
    const list = answer.body as EmployeeListAnswer;
    foreignPeople += list.employees.filter(
      (employee) => !employee.email.endsWith(`@${tenant.emailDomain}`),
    ).length;
    if (list.total !== membersOf.get(tenant.companyId)) wrongTotals += 1;
  });
  const lookups = await Promise.all(
    instances.flatMap((instance) =>
      tenants.map(async (tenant, index) => {
        const other = tenants[(index + 1) % 2]!;
        const answer = await callJson(
          instance.origin,
          'GET',
          `/api/companies/get-employees/${encodeURIComponent(other.memberEmail)}`,
          { token: benchUserToken(tenant.managerId) },
        );
        return answer.status;
      }),
    ),
  );
  const onlyRefusals = [...statuses.keys()].every((status) => status === 200 || status === 400);
  return {
    held:
      foreignPeople === 0 &&
      wrongTotals === 0 &&
      onlyRefusals &&
      (statuses.get(200) ?? 0) > 0 &&
      lookups.every((status) => status === 404),
    figures: [
      `${calls} employee lists by the managers of ${tenants.map((tenant) => tenant.name).join(' and ')} at once, ` +
        `half naming the other company: answers ${[...statuses].map(([status, count]) => `${status} × ${count}`).join(', ')}; ` +
        `people of another company shown: ${foreignPeople}; wrong totals: ${wrongTotals}`,
      `a member of the other company asked for by e-mail on every instance: ${lookups.join(', ')} (404 expected)`,
    ],
  };
}

/** As the owner: the rows the guarded tables hold for a company (the answers of its attempts). */
async function sessionIdsOf(database: Database, companyId: number): Promise<number[]> {
  return (
    await database('assessment_sessions')
      .where({ company_id: companyId })
      .select<{ id: number }[]>('id')
  ).map((row) => row.id);
}

interface ScopedView {
  role: string;
  other_companies: number;
  other_memberships: number;
  other_sessions: number;
  other_answers: number;
  own_memberships: number;
}

/**
 * (e) Straight through PgBouncer, as the API sends it: a transaction opened with a manager's scope
 * (`databaseScopeStatement`) sees none of the other company's rows and some of its own, and the
 * transaction that gets the same pooled server connection next, unscoped, has neither the role
 * nor the settings: `set local` ends with its transaction, which is what transaction pooling
 * needs. The scoped and unscoped transactions are interleaved over a pool of connections.
 */
export async function scopeHoldsThroughPgBouncer(
  database: Database,
  bouncerUrl: string,
  tenants: readonly [Tenant, Tenant],
): Promise<Finding> {
  const sessionIds = new Map<number, number[]>();
  for (const tenant of tenants) {
    sessionIds.set(tenant.companyId, await sessionIdsOf(database, tenant.companyId));
  }
  const connectingUser = decodeURIComponent(new URL(bouncerUrl).username);
  const pool = new pg.Pool({ connectionString: bouncerUrl, max: 12 });
  const transactions = 300;
  let scoped = 0;
  let sawOther = 0;
  let sawNothingOwn = 0;
  let wrongRole = 0;
  let leaked = 0;
  try {
    await inParallel(transactions, 12, async (index) => {
      if (index % 3 === 2) {
        const { rows } = await pool.query<{ role: string; company: string; person: string }>(
          `select current_user as role,
                  coalesce(current_setting('facet.company_id', true), '') as company,
                  coalesce(current_setting('facet.user_id', true), '') as person`,
        );
        const row = rows[0]!;
        if (row.role !== connectingUser || row.company !== '' || row.person !== '') leaked += 1;
        return;
      }
      const tenant = tenants[index % 3]!;
      const other = tenants[1 - (index % 3)]!;
      const otherSessions = sessionIds.get(other.companyId)!;
      const answers = (await pool.query(
        `begin;
         ${databaseScopeStatement(String(tenant.managerId))};
         select current_user as role,
                (select count(*) from companies where id = ${other.companyId})::int as other_companies,
                (select count(*) from memberships where company_id = ${other.companyId})::int as other_memberships,
                (select count(*) from assessment_sessions where company_id = ${other.companyId})::int as other_sessions,
                (select count(*) from answers
                  where session_id = any('{${otherSessions.join(',')}}'::bigint[]))::int as other_answers,
                (select count(*) from memberships where company_id = ${tenant.companyId})::int as own_memberships;
         commit`,
      )) as unknown as pg.QueryResult<ScopedView>[];
      const view = answers.find(
        (answer) => answer.command === 'SELECT' && answer.fields.length > 2,
      )!.rows[0]!;
      scoped += 1;
      if (view.role !== 'facet_api') wrongRole += 1;
      if (
        view.other_companies + view.other_memberships + view.other_sessions + view.other_answers >
        0
      ) {
        sawOther += 1;
      }
      if (view.own_memberships === 0) sawNothingOwn += 1;
    });
  } finally {
    await pool.end();
  }
  const [a, b] = tenants;
  const otherRows = (tenant: Tenant) =>
    `${tenant.name}: 1 company, ${sessionIds.get(tenant.companyId)!.length} attempts`;
  return {
    held: sawOther === 0 && sawNothingOwn === 0 && wrongRole === 0 && leaked === 0,
    figures: [
      `${scoped} scoped transactions (the rows of the other company: ${otherRows(a)}; ${otherRows(b)}): ` +
        `saw another company's rows ${sawOther}, saw none of their own ${sawNothingOwn}, not facet_api ${wrongRole}`,
      `${transactions - scoped} unscoped transactions between them on the same pool: kept a role or scope ${leaked}`,
    ],
  };
}
