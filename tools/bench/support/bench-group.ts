import { scoreAnswers, type ValidityStatus } from '@facet/assessment-domain';
import { randomAnswerSet, seededRandom } from '@facet/assessment-domain/testing';
import type { Database } from '@facet/platform-db';
import { userToken } from '@facet/profiles-api/testing';
import type { Server, ServerInjectResponse } from '@hapi/hapi';
import { percentile } from './percentile';

export type BenchCall = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) => Promise<ServerInjectResponse>;

export interface BenchGroupOptions {
  memberCount: number;
  outsiderCount: number;
  /** The seed of the random answer sets, so a bench scores the same people every run. */
  seed: number;
  normVersion: string;
  /** The validity each result is stored with (by person and attempt); none when left out. */
  validityOf?: (index: number, take: number) => ValidityStatus;
  /** The body of create-group, made with the manager's calls (a bench may make a profile first). */
  groupBody: (call: BenchCall) => Promise<object>;
}

export interface BenchGroup {
  groupId: number;
  /** Calls the server as the company's manager. */
  call: BenchCall;
}

/**
 * A company with a manager, `memberCount` people in one group and `outsiderCount` more outside
 * it, each inserted in one statement. Everyone has a result scored by the engine on a seeded
 * random answer set; every fifth member has a second, later one. The group is made through the
 * route, as a manager makes it.
 */
export async function seedBenchGroup(
  server: Server,
  database: Database,
  options: BenchGroupOptions,
): Promise<BenchGroup> {
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
    [options.memberCount + options.outsiderCount],
  );
  const personIds = people.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  await database.raw(
    `insert into memberships (user_id, company_id, role, licence_state)
       select id, ?, 'employee', 'no' from unnest(?::bigint[]) as id`,
    [companyId, personIds],
  );

  const random = seededRandom(options.seed);
  const results = personIds.flatMap((userId, index) => {
    const takes = index < options.memberCount && index % 5 === 0 ? 2 : 1;
    return Array.from({ length: takes }, (_, take) => ({
      user_id: userId,
      company_id: companyId,
      number: take + 1,
      scores: JSON.stringify(scoreAnswers(randomAnswerSet(random))),
      item_bank_version: 'ipip-neo-240/1',
      norm_version: options.normVersion,
      ...(options.validityOf && {
        validity: JSON.stringify({
          status: options.validityOf(index, take),
          flags: [],
          indices: null,
        }),
      }),
    }));
  });
  await database.batchInsert('results', results, 500);

  const token = userToken(Number(manager!.id));
  const call: BenchCall = (method, url, payload) =>
    server.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  const group = await call('POST', '/api/groups/create-group', await options.groupBody(call));
  if (group.statusCode !== 201) throw new Error(`create-group answered ${group.payload}`);
  const groupId = (group.result as { group: { group_id: number } }).group.group_id;
  await database.raw(
    `insert into group_members (group_id, user_id) select ?, id from unnest(?::bigint[]) as id`,
    [groupId, personIds.slice(0, options.memberCount)],
  );
  for (const table of ['users', 'memberships', 'results', 'group_members']) {
    await database.raw(`analyze ${table}`);
  }
  console.log(
    `prepared ${options.memberCount} members and ${options.outsiderCount} outsiders, ${results.length} results, in ${(performance.now() - prepared).toFixed(0)} ms`,
  );
  return { groupId, call };
}

/** Calls `url` `rounds` times one after another: each call's time and the last answer. */
export async function timeCalls(call: BenchCall, url: string, rounds: number) {
  const timings: number[] = [];
  let last: ServerInjectResponse | undefined;
  for (let attempt = 0; attempt < rounds; attempt += 1) {
    const started = performance.now();
    last = await call('GET', url);
    timings.push(performance.now() - started);
    if (last.statusCode !== 200) {
      throw new Error(`${url} answered ${last.statusCode}: ${last.payload}`);
    }
  }
  return { timings, last: last! };
}

/** Prints the first call's time and the percentiles, after `label`; answers the median. */
export function printLatencies(label: string, timings: readonly number[]): number {
  const sorted = [...timings].sort((a, b) => a - b);
  console.log(
    `${label}: first ${timings[0]!.toFixed(1)} ms, p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms`,
  );
  return percentile(sorted, 0.5);
}
