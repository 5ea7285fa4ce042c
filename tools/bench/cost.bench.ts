import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  answerScale,
  answerValue,
  consentVersion,
  itemBankVersion,
  itemsOnPage,
  pagesOfItemsByOrder,
} from '@facet/assessment-domain';
import { savePageStatement } from '@facet/assessment-api';
import { databaseScopeStatement } from '@facet/platform-db';
import {
  createTestDatabase,
  locateTestPostgres,
  testDatabaseUrlVariable,
} from '@facet/platform-testing';
import { startApiProcess, type ApiProcess } from './support/api-process';
import { freePort } from './support/assessment-load';
import { benchUserToken, createBenchCompany } from './support/bench-company';
import { formatMs, ramp, type PlannedRequest, type Ramp } from './support/open-loop';
import { openAttempts, pageSavesBy } from './support/page-saves';

/**
 * What a request costs the API, side by side with the limits it runs on, in one run on this
 * machine:
 *   (a) pgbench running a page save's statements exactly as the API sends them (the transaction,
 *       the tenant scope, the upsert), 4 clients: the database's own ceiling;
 *   (b) a bare Hapi server answering the health JSON, and saving a page with the product's own
 *       statement through a plain pg pool: the floor of the framework and the driver;
 *   (c) the product, started as in production (its own process, its log lines written), under
 *       open-loop load at rising rates: the health route, a page save, launch-to-resume and the
 *       employees list.
 * For each it prints the server process's CPU per request (and the whole machine's, and the
 * load's own) and the highest rate whose p99 stays under 50 ms, then the ratios product ÷ pgbench
 * and product ÷ bare Hapi (health and page save); a page save ramp that stops below 500/s is also
 * run once at 500/s.
 * No assertions.
 *
 *   npm run bench cost [seconds per step]
 *   COST_BENCH_CPU_PROF=<folder> npm run bench cost   # also writes the API's V8 CPU profile
 */
const secondsPerStep = Number(process.argv[2] ?? 4);
const p99TargetMs = 50;
const submitters = 100;
const employeeCount = 400;
const pageSaveTargetRate = 500;
const pageSaveRates = [100, 200, 300, 400, 500, 600, 700, 800, 1000, 1200];
const lightRates = [100, 200, 400, 600, 800, 1000, 1200, 1500];
const healthRates = [1000, 2000, 3000, 4000, 5000, 6000, 8000, 10_000, 12_000];

const postgres = await locateTestPostgres(54362);
process.env[testDatabaseUrlVariable] = postgres.url;
const testDatabase = await createTestDatabase();
const database = testDatabase.database;
const company = await createBenchCompany(database, employeeCount);
const submitIds = company.employeeIds.slice(0, submitters);
const workFolder = mkdtempSync(join(tmpdir(), 'facet-cost-'));

const json = { 'content-type': 'application/json' };
const asUser = (userId: number) => ({ authorization: `Bearer ${benchUserToken(userId)}` });

const pageSaves = pageSavesBy(submitIds);
const launches = (count: number): PlannedRequest[] =>
  Array.from({ length: count }, (_, index) => ({
    method: 'POST',
    path: '/api/diagnoses/launch',
    headers: { ...asUser(submitIds[index % submitters]!), ...json },
    body: JSON.stringify({ lang: 'en' }),
  }));
const employeeLists = (count: number): PlannedRequest[] =>
  Array.from({ length: count }, (_, index) => ({
    method: 'GET',
    path: `/api/companies/get-employees?page=${1 + (index % 4)}`,
    headers: asUser(company.managerId),
  }));
const healthChecks = (count: number): PlannedRequest[] =>
  Array.from({ length: count }, () => ({ method: 'GET', path: '/api/health', headers: {} }));

/**
 * pgbench runs the page save as the API sends it: the tenant scope and the statement in one
 * simple-protocol query (one implicit transaction, one round trip). Each transaction saves page 1
 * for one of the people with an attempt open; their ids are consecutive.
 */
function runPgbench(): number | undefined {
  const found = spawnSync('pgbench', ['--version'], { encoding: 'utf8' });
  if (found.status !== 0) {
    console.log('(a) pgbench: not installed here (Debian: postgresql-client), skipped');
    return undefined;
  }
  const [first, last] = [submitIds[0]!, submitIds.at(-1)!];
  if (last - first !== submitIds.length - 1) throw new Error('The people ids are not consecutive');
  const page = itemsOnPage(1).map((item, position) => ({
    item_id: item.id,
    value: answerValue(answerScale[position % answerScale.length]!),
  }));
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
  const pagesSavedByOrder = pagesOfItemsByOrder(page.map((answer) => answer.item_id));
  const parameters = [
    ':uid',
    literal(JSON.stringify(page)),
    literal(consentVersion),
    literal(JSON.stringify(pagesSavedByOrder)),
    literal(itemBankVersion),
  ];
  let next = 0;
  const statement = savePageStatement.replace(/\?/g, () => parameters[next++]!);
  const oneLine = (sql: string) => sql.replace(/\s*\n\s*/g, ' ');
  // pgbench sends the `\;`-joined commands of a line as one query.
  const script = [
    `\\set uid random(${first}, ${last})`,
    `${oneLine(databaseScopeStatement(':uid')).replace(';', ' \\;')} \\; ${oneLine(statement)};`,
  ].join('\n');
  const scriptFile = join(workFolder, 'page-save.sql');
  writeFileSync(scriptFile, script);
  const outcome = spawnSync(
    'pgbench',
    [
      '-n',
      '-c',
      '4',
      '-j',
      '2',
      '-T',
      String(secondsPerStep * 2),
      '-f',
      scriptFile,
      testDatabase.url,
    ],
    { encoding: 'utf8' },
  );
  const tps = /tps = ([\d.]+)/.exec(outcome.stdout)?.[1];
  const latency = /latency average = ([\d.]+) ms/.exec(outcome.stdout)?.[1];
  if (outcome.status !== 0 || !tps) {
    throw new Error(`pgbench failed: ${outcome.stderr || outcome.stdout}`);
  }
  console.log(
    `(a) pgbench, page save as the API sends it, 4 clients: ${Number(tps).toFixed(0)} tps, latency ${latency} ms`,
  );
  return Number(tps);
}

async function rampOn(
  api: ApiProcess,
  label: string,
  rates: readonly number[],
  requestsFor: (count: number) => PlannedRequest[],
): Promise<Ramp> {
  // A short warm-up at the first rate: JIT, connections, caches.
  await ramp({
    label: `${label} (warm-up)`,
    origin: api.origin,
    rates: [rates[0]!],
    seconds: 1,
    p99TargetMs: Number.POSITIVE_INFINITY,
    serverCpuMs: api.cpuMs,
    requestsFor,
  });
  return measuredRamp(api, label, rates, requestsFor);
}

/** Load at each of `rates` in turn for a step each, with the API process's CPU measured. */
function measuredRamp(
  api: ApiProcess,
  label: string,
  rates: readonly number[],
  requestsFor: (count: number) => PlannedRequest[],
): Promise<Ramp> {
  return ramp({
    label,
    origin: api.origin,
    rates,
    seconds: secondsPerStep,
    p99TargetMs,
    serverCpuMs: api.cpuMs,
    requestsFor,
  });
}

/** The last run at `rate` that met the target (the first run when none did). */
const stepAt = (result: Ramp, rate: number) =>
  result.steps.findLast((step) => step.rate === rate && step.outcome.p99 < p99TargetMs) ??
  result.steps[0]!;

/** The server's CPU per request in that run. */
const cpuAt = (result: Ramp, rate: number) => stepAt(result, rate).serverCpuMsPerRequest;

/**
 * The product's requests per CPU second ÷ the floor's. CPU per request falls as the rate rises
 * (more requests per wake-up), so both are taken at one rate: the highest both met.
 */
function cpuRatio(floor: Ramp, product: Ramp): string {
  const rate = Math.min(floor.highestRateWithinTarget, product.highestRateWithinTarget);
  return `requests per CPU second at ${rate}/s: ${(cpuAt(floor, rate) / cpuAt(product, rate)).toFixed(2)}`;
}

/** A call's figures where the server is busiest and still answers in time. */
const summaryOf = (label: string, result: Ramp) => ({
  label,
  highest: result.highestRateWithinTarget,
  cpu: cpuAt(result, result.highestRateWithinTarget),
  machine: stepAt(result, result.highestRateWithinTarget).machineCpuMsPerRequest,
});

try {
  console.log(
    `machine load average (1 min) at start: ${loadavg()[0]!.toFixed(1)} on 2 cores; ${secondsPerStep} s per step`,
  );
  const api = await startApiProcess({
    databaseUrl: testDatabase.url,
    port: await freePort(),
    cpuProfileDir: process.env.COST_BENCH_CPU_PROF,
  });
  let pgbenchTps: number | undefined;
  const product: Record<'health' | 'pageSave' | 'resume' | 'employees', Ramp> = {} as never;
  try {
    // Everyone who saves pages has launched and consented, as in the product.
    await openAttempts(api.origin, submitIds);
    pgbenchTps = runPgbench();
    console.log('(c) the product');
    product.health = await rampOn(api, 'health', healthRates, healthChecks);
    product.pageSave = await rampOn(api, 'page save', pageSaveRates, pageSaves);
    if (product.pageSave.highestRateWithinTarget < pageSaveTargetRate) {
      // The ramp stopped below the target rate: what the target rate itself costs is still shown.
      await measuredRamp(api, 'page save at the target rate', [pageSaveTargetRate], pageSaves);
    }
    product.resume = await rampOn(api, 'launch to resume', lightRates, launches);
    product.employees = await rampOn(api, 'employees list', lightRates, employeeLists);
  } finally {
    await api.stop();
  }

  console.log('(b) bare Hapi');
  const bare = await startApiProcess({
    databaseUrl: testDatabase.url,
    port: await freePort(),
    entry: 'tools/bench/support/bare-hapi.ts',
  });
  let bareHealth: Ramp;
  let barePageSave: Ramp;
  try {
    bareHealth = await rampOn(bare, 'bare health', healthRates, healthChecks);
    barePageSave = await rampOn(bare, 'bare page save', pageSaveRates, pageSaves);
  } finally {
    await bare.stop();
  }

  const rows = [
    summaryOf('bare Hapi health', bareHealth),
    summaryOf('product /api/health', product.health),
    summaryOf('page save (20 answers)', product.pageSave),
    summaryOf('bare Hapi + pg page save (same statement)', barePageSave),
    summaryOf('launch to resume', product.resume),
    summaryOf('employees list (page of a 400-person company)', product.employees),
  ];
  console.log(
    `\n${'call'.padEnd(48)} ${`highest rate, p99 < ${p99TargetMs} ms`.padEnd(28)} ${'server CPU per request there'.padEnd(30)} whole machine's`,
  );
  for (const row of rows) {
    console.log(
      `${row.label.padEnd(48)} ${`${row.highest}/s`.padEnd(28)} ${formatMs(row.cpu).padEnd(30)} ${formatMs(row.machine)}`,
    );
  }
  console.log('\nratios');
  if (pgbenchTps) {
    console.log(
      `  page save ÷ pgbench, rate within target ÷ tps: ${(product.pageSave.highestRateWithinTarget / pgbenchTps).toFixed(2)}  (target ≥ 0.4)`,
    );
  }
  console.log(
    `  /api/health ÷ bare Hapi, rate within target: ${(product.health.highestRateWithinTarget / Math.max(1, bareHealth.highestRateWithinTarget)).toFixed(2)}  (target ≥ 0.8)`,
  );
  console.log(`  /api/health ÷ bare Hapi, ${cpuRatio(bareHealth, product.health)}  (target ≥ 0.8)`);
  // The product's own cost beyond the framework, the driver and the statement.
  console.log(
    `  page save ÷ bare Hapi + pg page save, ${cpuRatio(barePageSave, product.pageSave)}`,
  );
  console.log(
    `target: page save ≤ 0.7 ms of server CPU and ≥ ${pageSaveTargetRate}/s with p99 < ${p99TargetMs} ms`,
  );
  console.log(`machine load average (1 min) at end: ${loadavg()[0]!.toFixed(1)} on 2 cores`);
} finally {
  rmSync(workFolder, { recursive: true, force: true });
  await testDatabase.drop();
  await postgres.stop();
}
