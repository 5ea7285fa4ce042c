import { scoreAnswers } from '@facet/assessment-domain';
import { randomAnswerSet, seededRandom } from '@facet/assessment-domain/testing';
import { locateTestPostgres, testDatabaseUrlVariable } from '@facet/platform-testing';
import { createProfilesTestServer, userToken } from '@facet/profiles-api/testing';
import { createBenchCompany } from './support/bench-company';
import { percentile } from './support/percentile';

/**
 * The ranking's call, GET /api/companies/rank-members, for a company of 10,000 members who each
 * have a result (every tenth a second, later one: only the latest counts; one in ten is a
 * candidate; about one in ten results is questionable or invalid), through the real route and
 * database, with different sorts, pages and filters. Prints the latency percentiles of the first
 * calls (cold) and of later ones (warm). No assertions. `npm run bench profile-ranking [members]`.
 */
const memberCount = Number(process.argv[2] ?? 10_000);
const rounds = 100;
const p99Target = 200;

const postgres = await locateTestPostgres(54363);
process.env[testDatabaseUrlVariable] = postgres.url;
const { server, testDatabase, close } = await createProfilesTestServer();
const database = testDatabase.database;

const prepared = performance.now();
const { companyId, managerId, employeeIds } = await createBenchCompany(database, memberCount);
await database.raw(
  `update memberships set role = 'candidate'
     where company_id = ? and role = 'employee' and user_id % 10 = 0`,
  [companyId],
);

// Realistic scores: the scoring engine on 64 seeded random answer sets, spread over the members.
const random = seededRandom(22);
const scoreSets = Array.from({ length: 64 }, () =>
  JSON.stringify(scoreAnswers(randomAnswerSet(random))),
);
await database.raw(
  `insert into results (user_id, company_id, number, scores, item_bank_version, norm_version,
                        created_at, validity)
     select person.id, ?, take, (?::jsonb[])[1 + (person.id * 7 + take) % 64],
            'ipip-neo-240/1', 'johnson-2014/1',
            timestamptz '2026-01-01' + (person.id % 300) * interval '1 day' + take * interval '1 hour',
            case when person.id % 20 = 3 then '{"status":"invalid","flags":[],"indices":null}'::jsonb
                 when person.id % 20 = 7 then null
                 else '{"status":"valid","flags":[],"indices":null}'::jsonb end
       from unnest(?::bigint[]) as person(id)
       cross join lateral generate_series(1, case when person.id % 10 = 1 then 2 else 1 end) as take`,
  [companyId, scoreSets, employeeIds],
);
for (const table of ['users', 'memberships', 'results']) await database.raw(`analyze ${table}`);
const resultCount = await database('results')
  .where('company_id', companyId)
  .count<{ count: string }[]>('* as count');

const token = userToken(managerId);
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  server.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

const profile = await call('POST', '/api/profiles/create-profile', {
  name: 'Bench profile',
  min_extraversion: 90,
  max_extraversion: 130,
  min_anxiety: 10,
  max_anxiety: 20,
  min_cordiality: 14,
  max_cordiality: 24,
  min_trust: 12,
  max_trust: 26,
  min_orderliness: 16,
  max_orderliness: 30,
  min_pen_psychoticism: 40,
  max_pen_psychoticism: 90,
});
if (profile.statusCode !== 201) throw new Error(`create-profile answered ${profile.payload}`);
const profileId = (profile.result as { profile: { profile_id: number } }).profile.profile_id;
console.log(
  `prepared ${memberCount} members, ${resultCount[0]?.count} results, in ${(performance.now() - prepared).toFixed(0)} ms`,
);

const queries = [
  '',
  '&sort=name',
  '&sort=date&order=asc',
  '&page=50&pageSize=100',
  '&sort=fit&order=asc&page=7',
  '&member_role=candidate',
  '&from=2026-03-01&to=2026-06-30',
  '&validity=any&sort=name&order=desc&page=3',
];

async function timeCalls(): Promise<number[]> {
  const timings: number[] = [];
  for (let attempt = 0; attempt < rounds; attempt += 1) {
    const url = `/api/companies/rank-members?profile_id=${profileId}${queries[attempt % queries.length]}`;
    const started = performance.now();
    const response = await call('GET', url);
    timings.push(performance.now() - started);
    if (response.statusCode !== 200) {
      throw new Error(`${url} answered ${response.statusCode}: ${response.payload}`);
    }
  }
  return timings;
}

function report(label: string, timings: number[]): number {
  const sorted = [...timings].sort((a, b) => a - b);
  console.log(
    `rank-members ${label} (${timings.length} calls, ${queries.length} sorts, pages and filters): first ${timings[0]!.toFixed(1)} ms, p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms`,
  );
  return percentile(sorted, 0.99);
}

report('cold', await timeCalls());
const warmP99 = report('warm', await timeCalls());
const ranked = await call('GET', `/api/companies/rank-members?profile_id=${profileId}`);
console.log(
  `ranked by default (valid only): ${(ranked.result as { total: number }).total} members`,
);
console.log(`warm p99 target: under ${p99Target} ms (${warmP99 < p99Target ? 'met' : 'missed'})`);
await close();
await postgres.stop();
