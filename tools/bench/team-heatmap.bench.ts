import { scoreAnswers } from '@facet/assessment-domain';
import { randomAnswerSet, seededRandom } from '@facet/assessment-domain/testing';
import { groupsPlugin } from '@facet/groups-api';
import { locateTestPostgres, testDatabaseUrlVariable } from '@facet/platform-testing';
import { createProfilesTestServer, userToken } from '@facet/profiles-api/testing';
import type { TeamViewAnswer } from '@facet/team-insight-domain';
import { teamInsightPlugin } from '@facet/team-insight-api';

/**
 * The team view's call, GET /api/team-insight/groups/{id}, for a group of 500 members who each
 * have a result (every fifth two: the latest valid one counts; one in twenty questionable and one
 * in twenty invalid, so they are left out), in a company where as many people outside the group
 * have results too, through the real route and database, the audit entries included. Prints the
 * latency percentiles of the first calls after start (cold) and of later calls (warm), and the
 * SQL statements one call runs. No assertions.
 */
const memberCount = 500;
const outsiderCount = 500;
const rounds = 50;
const warmTarget = 300;

const postgres = await locateTestPostgres(54363);
process.env[testDatabaseUrlVariable] = postgres.url;
const { server, testDatabase, close } = await createProfilesTestServer([
  { plugin: groupsPlugin },
  { plugin: teamInsightPlugin },
]);
const database = testDatabase.database;

const prepared = performance.now();
const [company] = await database('companies')
  .insert({ name: 'Bench Co', email: 'hello@bench.example', licences: 2_000 })
  .returning<{ id: number }[]>('id');
const companyId = Number(company!.id);
const [manager] = await database('users')
  .insert({ name: 'Bench Manager', email: 'bench-manager@bench.example', lang: 'en' })
  .returning<{ id: number }[]>('id');
await database('memberships').insert({
  user_id: Number(manager!.id),
  company_id: companyId,
  role: 'manager',
  licence_state: 'no',
});
const people = await database.raw<{ rows: { id: string }[] }>(
  `insert into users (email, name, lang)
     select 'person' || n || '@bench.example', 'Person ' || lpad(n::text, 4, '0'), 'en'
       from generate_series(1, ?) as n
   returning id`,
  [memberCount + outsiderCount],
);
const personIds = people.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
await database.raw(
  `insert into memberships (user_id, company_id, role, licence_state)
     select id, ?, 'employee', 'no' from unnest(?::bigint[]) as id`,
  [companyId, personIds],
);

const statusOf = (index: number, take: number) => {
  if (take === 0 && index % 5 === 0) return 'invalid';
  if (index % 20 === 1) return 'questionable';
  if (index % 20 === 2) return 'invalid';
  return 'valid';
};
const random = seededRandom(23);
const results = personIds.flatMap((userId, index) => {
  const takes = index < memberCount && index % 5 === 0 ? 2 : 1;
  return Array.from({ length: takes }, (_, take) => ({
    user_id: userId,
    company_id: companyId,
    number: take + 1,
    scores: JSON.stringify(scoreAnswers(randomAnswerSet(random))),
    item_bank_version: 'ipip-neo-240/1',
    norm_version: 'johnson-120-300-blend/1',
    validity: JSON.stringify({ status: statusOf(index, take), flags: [], indices: null }),
  }));
});
await database.batchInsert('results', results, 500);

const token = userToken(Number(manager!.id));
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  server.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

const group = await call('POST', '/api/groups/create-group', { name: 'Bench group' });
if (group.statusCode !== 201) throw new Error(`create-group answered ${group.payload}`);
const groupId = (group.result as { group: { group_id: number } }).group.group_id;
await database.raw(
  `insert into group_members (group_id, user_id) select ?, id from unnest(?::bigint[]) as id`,
  [groupId, personIds.slice(0, memberCount)],
);
for (const table of ['users', 'memberships', 'results', 'group_members']) {
  await database.raw(`analyze ${table}`);
}
console.log(
  `prepared ${memberCount} members and ${outsiderCount} outsiders, ${results.length} results, in ${(performance.now() - prepared).toFixed(0)} ms`,
);

const percentile = (timings: number[], share: number) =>
  timings[Math.min(timings.length - 1, Math.floor(share * timings.length))]!;
const url = `/api/team-insight/groups/${groupId}?role=manager`;

async function timeCalls() {
  const timings: number[] = [];
  let answer: TeamViewAnswer | undefined;
  let bytes = 0;
  for (let attempt = 0; attempt < rounds; attempt += 1) {
    const started = performance.now();
    const response = await call('GET', url);
    timings.push(performance.now() - started);
    if (response.statusCode !== 200) {
      throw new Error(`${url} answered ${response.statusCode}: ${response.payload}`);
    }
    answer = response.result as TeamViewAnswer;
    bytes = response.rawPayload.length;
  }
  return { timings, answer: answer!, bytes };
}

function report(label: string, { timings, answer, bytes }: Awaited<ReturnType<typeof timeCalls>>) {
  const sorted = [...timings].sort((a, b) => a - b);
  console.log(
    `team-insight/groups ${label} (${rounds} calls, ${answer.counted} shown, ${answer.leftOut.total} left out, ${(bytes / 1024).toFixed(0)} KiB): first ${timings[0]!.toFixed(1)} ms, p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms`,
  );
  return percentile(sorted, 0.5);
}

// Cold: the very first calls of the route on this server, JIT and query plans not yet warm.
report('cold', await timeCalls());
const warmMedian = report('warm', await timeCalls());

const statements: string[] = [];
const count = (query: { sql: string }) => statements.push(query.sql);
database.on('query', count);
await call('GET', url);
database.off('query', count);
const reads = statements.filter((sql) => /^\s*select/i.test(sql) && /group_members/.test(sql));
console.log(
  `one call: ${statements.length} SQL statements, ${reads.length} reading the members and their results (no query per member)`,
);
console.log(
  `warm p50 target: under ${warmTarget} ms (${warmMedian < warmTarget ? 'met' : 'missed'})`,
);
await close();
await postgres.stop();
