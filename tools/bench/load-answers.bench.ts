/**
 * Load (issue #13): 500 employees answering at once through the real API on a loopback port.
 * Each launches (some twice at once), consents, sends the 12 pages of 20 answers with small
 * random pauses (some pages twice, at once or one after the other) and finishes. Then SQL
 * checks that nothing was lost or doubled: 240 answers with the values sent, one result and one
 * licence per person.
 *
 *   npx tsx tools/bench/load-answers.bench.ts [employees]
 *
 * Exits non-zero on any failed call or broken invariant; prints the figures.
 */
import { performance } from 'node:perf_hooks';
import { itemCount } from '@facet/assessment-domain';
import { seededRandom } from '@facet/assessment-domain/testing';
import {
  createTestDatabase,
  locateTestPostgres,
  testDatabaseUrlVariable,
} from '@facet/platform-testing';
import {
  answerValue,
  callApi,
  Latencies,
  randomPages,
  seedEmployees,
  sleep,
  startApi,
  type CallOutcome,
  type Response,
} from './support/assessment-load';

const employeeCount = Number(process.argv[2] ?? 500);
const spareLicences = 7;
const random = seededRandom(500);
const pause = () => sleep(Math.floor(random() * 40));

const postgres = await locateTestPostgres(54362);
process.env[testDatabaseUrlVariable] = postgres.url;
const testDatabase = await createTestDatabase();
const database = testDatabase.database;
const api = await startApi({ databaseUrl: testDatabase.url });
// The whole run is bounded: a hung call or a stuck person ends it as a failure.
const watchdog = setTimeout(() => {
  console.error('FAILED the load did not finish within 4 minutes');
  void api.stop().finally(() => process.exit(1));
}, 4 * 60_000);

const latencies = new Latencies();
const errors: string[] = [];
let requests = 0;

async function call(
  type: string,
  userId: number,
  method: 'POST' | 'PATCH',
  path: string,
  payload: unknown,
): Promise<CallOutcome> {
  const outcome = await callApi(api.baseUrl, userId, method, path, payload);
  requests += 1;
  latencies.record(type, outcome.milliseconds);
  if (outcome.status < 200 || outcome.status >= 300) {
    errors.push(
      `${type} of user ${userId}: ${outcome.status || outcome.networkError} ${JSON.stringify(outcome.body)}`,
    );
  }
  return outcome;
}

const sentPages = new Map<number, Response[][]>();

async function employee(userId: number): Promise<void> {
  const pages = randomPages(random);
  sentPages.set(userId, pages);
  await pause();
  const launch = () => call('launch', userId, 'POST', '/api/diagnoses/launch', { lang: 'en' });
  // A double click on "start": two launches at once must still take a single licence.
  if (random() < 0.1) await Promise.all([launch(), launch()]);
  else await launch();
  await pause();
  await call('consent', userId, 'POST', '/api/diagnoses/consent', {
    consents: true,
    version: '1.0.0',
  });
  for (const responses of pages) {
    await pause();
    const submit = () =>
      call('submit page', userId, 'PATCH', '/api/diagnoses/submit', { responses, lang: 'en' });
    const resend = random();
    // A page sent twice: a retry after a lost answer (in turn) or a double click (at once).
    if (resend < 0.1) await Promise.all([submit(), submit()]);
    else if (resend < 0.2) await submit().then(submit);
    else await submit();
  }
  await pause();
  await call('finish', userId, 'PATCH', '/api/diagnoses/submit', {
    responses: [],
    lang: 'en',
    finish: true,
  });
}

const failures: string[] = [];
try {
  const { companyId, userIds } = await seedEmployees(database, {
    employees: employeeCount,
    spareLicences,
    label: 'load-answers',
  });

  const started = performance.now();
  await Promise.all(userIds.map(employee));
  const seconds = (performance.now() - started) / 1000;

  // What the database holds, person by person.
  const stored = await database.raw<{
    rows: { user_id: number; item_id: string; value: number }[];
  }>(
    `select s.user_id, a.item_id, a.value
       from answers a join assessment_sessions s on s.id = a.session_id
      where s.company_id = ?`,
    [companyId],
  );
  const storedByUser = new Map<number, Map<string, number[]>>();
  for (const row of stored.rows) {
    const items = storedByUser.get(row.user_id) ?? new Map<string, number[]>();
    items.set(row.item_id, [...(items.get(row.item_id) ?? []), row.value]);
    storedByUser.set(row.user_id, items);
  }
  let answersMatching = 0;
  let duplicates = 0;
  for (const userId of userIds) {
    const items = storedByUser.get(userId) ?? new Map<string, number[]>();
    if (items.size !== itemCount) failures.push(`user ${userId} has ${items.size} items answered`);
    for (const response of sentPages.get(userId)!.flat()) {
      const values = items.get(response.question_id) ?? [];
      if (values.length > 1) duplicates += values.length - 1;
      if (values.length === 1 && values[0] === answerValue(response.answer)) answersMatching += 1;
      else
        failures.push(`user ${userId}, ${response.question_id}: stored ${JSON.stringify(values)}`);
    }
  }
  const perUser = await database.raw<{
    rows: { results: number; sessions: number; completed: number; licence_state: string }[];
  }>(
    `select (select count(*) from results r where r.user_id = m.user_id)::int as results,
            (select count(*) from assessment_sessions s where s.user_id = m.user_id)::int as sessions,
            (select count(*) from assessment_sessions s
              where s.user_id = m.user_id and s.status = 'completed')::int as completed,
            m.licence_state
       from memberships m where m.company_id = ?`,
    [companyId],
  );
  const withOneResult = perUser.rows.filter((row) => row.results === 1).length;
  const wrong = perUser.rows.filter(
    (row) =>
      row.results !== 1 || row.sessions !== 1 || row.completed !== 1 || row.licence_state !== 'no',
  );
  if (wrong.length > 0)
    failures.push(`${wrong.length} people without exactly one finished attempt`);
  const company = await database('companies')
    .where({ id: companyId })
    .first<{ licences: number }>('licences');
  const licencesUsed = employeeCount + spareLicences - company.licences;
  if (licencesUsed !== employeeCount)
    failures.push(`${licencesUsed} licences used for ${employeeCount} people`);

  console.log(`employees answering at once        ${employeeCount}`);
  console.log(`total time                         ${seconds.toFixed(1)} s`);
  console.log(
    `requests                           ${requests}  (${(requests / seconds).toFixed(0)} requests/s)`,
  );
  latencies.print();
  console.log(`errors (non-2xx or no answer)      ${errors.length}`);
  console.log(
    `answers stored as sent             ${answersMatching} / ${employeeCount * itemCount}`,
  );
  console.log(`duplicate answers                  ${duplicates}`);
  console.log(`people with exactly one result     ${withOneResult} / ${employeeCount}`);
  console.log(`licences used                      ${licencesUsed} for ${employeeCount} people`);
} finally {
  clearTimeout(watchdog);
  await api.stop();
  await testDatabase.drop();
  await postgres.stop();
}
for (const failure of [...errors.slice(0, 10), ...failures.slice(0, 10)])
  console.error(`FAILED ${failure}`);
process.exit(errors.length + failures.length > 0 ? 1 : 0);
