/**
 * Fault (issue #13): PostgreSQL stopped for a few seconds under a steady load of answers, then
 * started again. The API process must ride it out by itself: calls during the outage get a clean
 * 503, calls after it succeed, the process never exits, and every call it acknowledged with a
 * 2xx is in the database afterwards.
 *
 *   npx tsx tools/bench/fault-database-restart.bench.ts [outageSeconds]
 *
 * Runs its own embedded PostgreSQL under a temporary folder, so it can stop and start it.
 * Exits non-zero if the API crashes, answers anything but 2xx or 503, does not recover, or lost
 * an acknowledged answer; prints the figures.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { itemCount } from '@facet/assessment-domain';
import { seededRandom } from '@facet/assessment-domain/testing';
import { createDatabase, startEmbeddedPostgres, type EmbeddedDatabase } from '@facet/platform-db';
import pg from 'pg';
import {
  answerValue,
  callApi,
  freePort,
  Latencies,
  randomPages,
  seedEmployees,
  sleep,
  startApi,
  type CallOutcome,
  type Response,
} from './support/assessment-load';

const outageMilliseconds = Number(process.argv[2] ?? 4) * 1000;
const workers = 20;
const loadBeforeOutage = 5_000;
const loadAfterRecovery = 10_000;
const random = seededRandom(57);

const directory = await mkdtemp(join(tmpdir(), 'facet-fault-database-'));
// Run as root, PostgreSQL runs as the `postgres` user, who must be able to create its folder here.
await chmod(directory, 0o777);
const dataDirectory = join(directory, 'data');
const port = await freePort();
const startPostgres = () => startEmbeddedPostgres({ directory: dataDirectory, port });
let postgres: EmbeddedDatabase | undefined = await startPostgres();

// A database of its own on the private server, migrated by the API as it starts.
const admin = new pg.Client({ connectionString: postgres.url });
await admin.connect();
await admin.query('create database facet_fault');
await admin.end();
const databaseUrl = postgres.url.replace(/\/postgres$/, '/facet_fault');

// Each 503 is logged with its cause; the bench counts them itself.
const api = await startApi({ databaseUrl, environment: { LOG_LEVEL: 'error' } });
const watchdog = setTimeout(() => {
  console.error('FAILED the bench did not finish within 4 minutes');
  void api.stop().finally(() => process.exit(1));
}, 4 * 60_000);
const database = createDatabase(databaseUrl, { poolMax: 2 });

type Phase = 'before' | 'outage' | 'after';
let phase: Phase = 'before';
let stopLoad = false;
const latencies = new Latencies();
const counts = { before: 0, outage: 0, after: 0 };
const cleanUnavailable = { before: 0, outage: 0, after: 0 };
const badAnswers: string[] = [];
let recoveredAt: number | undefined;

/** Acknowledged writes, checked against the database at the end. */
const acknowledgedPages: { userId: number; responses: Response[] }[] = [];
const acknowledgedFinishes: number[] = [];

function isCleanUnavailable(outcome: CallOutcome): boolean {
  const body = outcome.body as { statusCode?: number; message?: string } | undefined;
  return (
    outcome.status === 503 &&
    body?.statusCode === 503 &&
    typeof body.message === 'string' &&
    !/\n\s+at |Error:/.test(JSON.stringify(body))
  );
}

/** Sends one call until the API acknowledges it: a clean 503 is retried after a short wait. */
async function untilAcknowledged(
  type: string,
  userId: number,
  method: 'POST' | 'PATCH',
  path: string,
  payload: unknown,
): Promise<CallOutcome | undefined> {
  let retried = false;
  for (;;) {
    const calledIn = phase;
    const outcome = await callApi(api.baseUrl, userId, method, path, payload);
    counts[calledIn] += 1;
    if (outcome.status >= 200 && outcome.status < 300) {
      latencies.record(`${type} (${calledIn})`, outcome.milliseconds);
      if (phase === 'after' && recoveredAt === undefined) recoveredAt = performance.now();
      return outcome;
    }
    // A retried finish whose first COMMIT went through but whose answer was lost hears 409.
    if (type === 'finish' && outcome.status === 409 && retried) return undefined;
    if (!isCleanUnavailable(outcome)) {
      badAnswers.push(
        `${type} of user ${userId} in phase ${calledIn}: ${outcome.status || outcome.networkError} ${JSON.stringify(outcome.body)}`,
      );
      return undefined;
    }
    cleanUnavailable[calledIn] += 1;
    if (stopLoad) return undefined;
    retried = true;
    await sleep(200);
  }
}

async function worker(queue: number[]): Promise<void> {
  for (let userId = queue.shift(); userId !== undefined && !stopLoad; userId = queue.shift()) {
    await untilAcknowledged('launch', userId, 'POST', '/api/diagnoses/launch', { lang: 'en' });
    await untilAcknowledged('consent', userId, 'POST', '/api/diagnoses/consent', {
      consents: true,
      version: '1.0.0',
    });
    for (const responses of randomPages(random)) {
      await sleep(10 + Math.floor(random() * 30));
      const outcome = await untilAcknowledged(
        'submit page',
        userId,
        'PATCH',
        '/api/diagnoses/submit',
        {
          responses,
          lang: 'en',
        },
      );
      if (outcome) acknowledgedPages.push({ userId, responses });
    }
    const finish = await untilAcknowledged('finish', userId, 'PATCH', '/api/diagnoses/submit', {
      responses: [],
      lang: 'en',
      finish: true,
    });
    if (finish) acknowledgedFinishes.push(userId);
  }
}

const failures: string[] = [];
let recoverySeconds = Number.NaN;
try {
  const { userIds } = await seedEmployees(database, {
    employees: 3_000,
    spareLicences: 0,
    label: 'fault-database',
  });
  await database.destroy();
  const queue = [...userIds];
  const load = Promise.all(Array.from({ length: workers }, () => worker(queue)));

  await sleep(loadBeforeOutage);
  phase = 'outage';
  const outageStarted = performance.now();
  await postgres.stop();
  postgres = undefined;
  await sleep(outageMilliseconds);
  postgres = await startPostgres();
  const restartedAt = performance.now();
  const outageSeconds = (restartedAt - outageStarted) / 1000;
  phase = 'after';
  await sleep(loadAfterRecovery);
  stopLoad = true;
  await load;
  if (recoveredAt !== undefined) recoverySeconds = (recoveredAt - restartedAt) / 1000;
  else failures.push('no call succeeded after PostgreSQL came back');

  const ready = await fetch(`${api.baseUrl}/api/ready`);
  if (!ready.ok) failures.push(`/api/ready answers ${ready.status} after the outage`);
  const exited = api.exited();
  if (exited) failures.push(`the API process exited: ${JSON.stringify(exited)}`);

  // Every acknowledged page is stored with the values sent; every acknowledged finish has a result.
  const check = createDatabase(databaseUrl, { poolMax: 2 });
  try {
    const stored = await check.raw<{ rows: { user_id: number; item_id: string; value: number }[] }>(
      `select s.user_id, a.item_id, a.value
         from answers a join assessment_sessions s on s.id = a.session_id`,
    );
    const storedValues = new Map(
      stored.rows.map((row) => [`${row.user_id}/${row.item_id}`, row.value]),
    );
    let acknowledgedAnswers = 0;
    let storedAnswers = 0;
    for (const { userId, responses } of acknowledgedPages) {
      for (const response of responses) {
        acknowledgedAnswers += 1;
        if (
          storedValues.get(`${userId}/${response.question_id}`) === answerValue(response.answer)
        ) {
          storedAnswers += 1;
        }
      }
    }
    const results = await check('results')
      .whereIn('user_id', acknowledgedFinishes)
      .count<{ count: number }[]>('* as count');
    const storedResults = Number(results[0]!.count);
    if (storedAnswers !== acknowledgedAnswers) {
      failures.push(`${acknowledgedAnswers - storedAnswers} acknowledged answers are missing`);
    }
    if (storedResults !== acknowledgedFinishes.length) {
      failures.push(
        `${acknowledgedFinishes.length - storedResults} acknowledged results are missing`,
      );
    }

    console.log(`PostgreSQL outage (stop to started)      ${outageSeconds.toFixed(1)} s`);
    console.log(`time to first success after restart      ${recoverySeconds.toFixed(2)} s`);
    console.log(
      `calls before / during / after outage     ${counts.before} / ${counts.outage} / ${counts.after}`,
    );
    console.log(
      `clean 503 before / during / after        ${cleanUnavailable.before} / ${cleanUnavailable.outage} / ${cleanUnavailable.after}`,
    );
    console.log(`other failures (500, no answer, …)       ${badAnswers.length}`);
    console.log(
      `acknowledged answers / stored            ${acknowledgedAnswers} / ${storedAnswers}`,
    );
    console.log(
      `acknowledged finishes / results stored   ${acknowledgedFinishes.length} / ${storedResults}`,
    );
    console.log(
      `people who finished (240 answers each)   ${acknowledgedFinishes.length} (${acknowledgedFinishes.length * itemCount} answers)`,
    );
    console.log(
      `API process restarts                     0 (pid ${api.pid} ${exited ? 'exited' : 'still running'})`,
    );
    latencies.print();
  } finally {
    await check.destroy();
  }
} finally {
  clearTimeout(watchdog);
  stopLoad = true;
  await api.stop();
  await postgres?.stop();
  await rm(directory, { recursive: true, force: true });
}
if (badAnswers.length > 0)
  failures.push(`${badAnswers.length} calls answered other than 2xx or a clean 503`);
if (cleanUnavailable.outage === 0)
  failures.push('no call met the outage: the fault was not exercised');
for (const failure of [...badAnswers.slice(0, 10), ...failures]) console.error(`FAILED ${failure}`);
process.exit(failures.length > 0 ? 1 : 0);
