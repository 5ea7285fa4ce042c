import { signedInManagerOf, startCompanyRouteServer } from './support/company-route-server';
import { percentile } from './support/percentile';

/**
 * Lists the employees of a company holding 10,000 people, as its manager, through the real
 * route and database: first, middle and last pages of 100, by name and by the other sort
 * columns, and prints the latency percentiles of each. No assertions.
 */
const employeeCount = 10_000;
const pageSize = 100;
const rounds = 60;
const warmUp = 5;

const { server, testDatabase, close } = await startCompanyRouteServer(54360);
const database = testDatabase.database;

// One company, one manager who can sign in, and 10,000 employees inserted in one statement each.
const [company] = await database('companies')
  .insert({ name: 'Bench Co', email: 'hello@bench.example', licences: 1_000 })
  .returning<{ id: number }[]>('id');
const companyId = Number(company!.id);
const token = await signedInManagerOf(server, database, companyId);
const inserted = performance.now();
await database.raw(
  `insert into users (email, name, lang)
     select 'person' || n || '@bench.example', 'Person ' || lpad(n::text, 5, '0'), 'en'
       from generate_series(1, ?) as n`,
  [employeeCount],
);
await database.raw(
  `insert into memberships (user_id, company_id, role, licence_state, joined_at)
     select u.id, ?,
            (array['employee', 'employee', 'employee', 'candidate'])[1 + (row_number() over () % 4)::int],
            (array['no', 'yes', 'inProgress'])[1 + (row_number() over () % 3)::int],
            now() - (row_number() over ()) * interval '1 minute'
       from users u
      where u.email like 'person%@bench.example'`,
  [companyId],
);
await database.raw('analyze users');
await database.raw('analyze memberships');
console.log(
  `inserted ${employeeCount} employees in ${(performance.now() - inserted).toFixed(0)} ms`,
);

const lastPage = Math.ceil((employeeCount + 1) / pageSize);
const middlePage = Math.ceil(lastPage / 2);
const variants: { label: string; query: string }[] = [
  { label: 'page 1, name asc', query: `page=1` },
  { label: `page ${middlePage}, name asc`, query: `page=${middlePage}` },
  { label: `page ${lastPage}, name asc`, query: `page=${lastPage}` },
  { label: 'page 1, name desc', query: 'page=1&sort=name&order=desc' },
  { label: 'page 1, email asc', query: 'page=1&sort=email&order=asc' },
  { label: `page ${middlePage}, role asc`, query: `page=${middlePage}&sort=role&order=asc` },
  {
    label: `page ${lastPage}, licence desc`,
    query: `page=${lastPage}&sort=licence_state&order=desc`,
  },
  {
    label: `page ${middlePage}, joined desc`,
    query: `page=${middlePage}&sort=joined_at&order=desc`,
  },
];

for (const { label, query } of variants) {
  const url = `/api/companies/get-employees?role=manager&pageSize=${pageSize}&${query}`;
  const timings: number[] = [];
  let rows = 0;
  for (let attempt = 0; attempt < rounds + warmUp; attempt += 1) {
    const started = performance.now();
    const response = await server.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.statusCode !== 200) {
      throw new Error(`${url} answered ${response.statusCode}: ${response.payload}`);
    }
    if (attempt >= warmUp) timings.push(performance.now() - started);
    rows = (response.result as { employees: unknown[] }).employees.length;
  }
  timings.sort((a, b) => a - b);
  console.log(
    `get-employees ${label.padEnd(24)} (${rows} rows): p50 ${percentile(timings, 0.5).toFixed(1)} ms, p95 ${percentile(timings, 0.95).toFixed(1)} ms, p99 ${percentile(timings, 0.99).toFixed(1)} ms`,
  );
}
await close();
