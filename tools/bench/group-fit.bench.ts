import { scoreAnswers } from '@facet/assessment-domain';
import { randomAnswerSet, seededRandom } from '@facet/assessment-domain/testing';
import { groupsPlugin } from '@facet/groups-api';
import { locateTestPostgres, testDatabaseUrlVariable } from '@facet/platform-testing';
import { createProfilesTestServer, userToken } from '@facet/profiles-api/testing';

/**
 * The group-fit view's call, GET /api/groups/get-group-fit/{id}, for a group of 500 members who
 * each have a result (some two: only the latest counts), in a company where as many people outside
 * the group have results too, through the real route and database. Prints the latency percentiles
 * of the first calls after start (cold) and of later calls (warm). No assertions.
 */
const memberCount = 500;
const outsiderCount = 500;
const rounds = 50;
const warmTarget = 200;

const postgres = await locateTestPostgres(54362);
process.env[testDatabaseUrlVariable] = postgres.url;
const { server, testDatabase, close } = await createProfilesTestServer([{ plugin: groupsPlugin }]);
const database = testDatabase.database;

// One company with a manager, 500 members and 500 other employees, inserted in one statement each.
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

// Realistic scores: the scoring engine on seeded random answer sets, one result per person and a
// second, later one for every fifth member.
const random = seededRandom(9);
const results = personIds.flatMap((userId, index) => {
  const takes = index < memberCount && index % 5 === 0 ? 2 : 1;
  return Array.from({ length: takes }, (_, take) => ({
    user_id: userId,
    company_id: companyId,
    number: take + 1,
    scores: JSON.stringify(scoreAnswers(randomAnswerSet(random))),
    item_bank_version: 'ipip-neo-240/1',
    norm_version: 'johnson-2014/1',
  }));
});
await database.batchInsert('results', results, 500);

const token = userToken(Number(manager!.id));
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  server.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

const profile = await call('POST', '/api/profiles/create-profile', {
  name: 'Bench profile',
  min_extraversion: 90,
  max_extraversion: 130,
  min_anxiety: 10,
  max_anxiety: 20,
  min_cordiality: 14,
  max_cordiality: 24,
  min_achievement_striving: 16,
  max_achievement_striving: 30,
  min_trust: 12,
  max_trust: 26,
});
if (profile.statusCode !== 201) throw new Error(`create-profile answered ${profile.payload}`);
const profileId = (profile.result as { profile: { profile_id: number } }).profile.profile_id;
const group = await call('POST', '/api/groups/create-group', {
  name: 'Bench group',
  profile_id: profileId,
});
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
const url = `/api/groups/get-group-fit/${groupId}?role=manager`;

async function timeCalls(): Promise<{ timings: number[]; members: number; bytes: number }> {
  const timings: number[] = [];
  let members = 0;
  let bytes = 0;
  for (let attempt = 0; attempt < rounds; attempt += 1) {
    const started = performance.now();
    const response = await call('GET', url);
    timings.push(performance.now() - started);
    if (response.statusCode !== 200) {
      throw new Error(`${url} answered ${response.statusCode}: ${response.payload}`);
    }
    const answer = response.result as { members: unknown[]; withResults: number };
    if (answer.withResults !== memberCount) throw new Error(`${answer.withResults} with results`);
    members = answer.members.length;
    bytes = response.rawPayload.length;
  }
  return { timings, members, bytes };
}

function report(label: string, { timings, members, bytes }: Awaited<ReturnType<typeof timeCalls>>) {
  const first = timings[0]!;
  const sorted = [...timings].sort((a, b) => a - b);
  console.log(
    `get-group-fit ${label} (${rounds} calls, ${members} members, ${(bytes / 1024).toFixed(0)} KiB): first ${first.toFixed(1)} ms, p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms`,
  );
  return percentile(sorted, 0.5);
}

// Cold: the very first calls of the route on this server, JIT and query plans not yet warm.
report('cold', await timeCalls());
const warmMedian = report('warm', await timeCalls());
console.log(
  `warm p50 target: under ${warmTarget} ms (${warmMedian < warmTarget ? 'met' : 'missed'})`,
);
await close();
await postgres.stop();
