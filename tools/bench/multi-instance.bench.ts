import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { createDatabase } from '@facet/platform-db';
import {
  createTestDatabase,
  locateTestPostgres,
  testDatabaseUrlVariable,
} from '@facet/platform-testing';
import { compiledServer, startApiProcess, type ApiProcess } from './support/api-process';
import { freePort } from './support/assessment-load';
import { createBenchCompany } from './support/bench-company';
import { checked, printInvariant, type Invariant } from './support/invariant';
import { acknowledgedAnswersSurviveKill, killWithItsChildren } from './support/kill-invariant';
import { mailDeliveredOnce } from './support/mail-invariant';
import { formatMs, ramp } from './support/open-loop';
import { createOtherCompany } from './support/other-company';
import { openAttempts, pageSavesBy, startSteadyLoad } from './support/page-saves';
import {
  pgbouncerInstalled,
  pgbouncerPath,
  serverConnections,
  startPgBouncer,
} from './support/pgbouncer';
import {
  employeeListsStayInTenant,
  scopeHoldsThroughPgBouncer,
  type Tenant,
} from './support/row-level-security-invariants';
import {
  addSignInUser,
  loginLockoutAcrossInstances,
  logoutReachesEveryInstance,
  refreshReplayAcrossInstances,
  type Instance,
} from './support/session-invariants';
import { signedLinkAcrossInstances } from './support/signed-link-invariant';
import { startSmtpSink } from './support/smtp-sink';

/**
 * Many instances, proved (issue #24): three API processes on one database through PgBouncer in
 * transaction mode, behind a round-robin reverse proxy, with two mail workers straight on
 * PostgreSQL, as deploy/compose.yaml runs Facet. First it prints the page saves' throughput
 * through the proxy with 1, 2 and 3 instances: the highest rate whose p99 stays under 50 ms, the
 * instances' CPU per request there, and the proxy's and PgBouncer's. This machine's 2 cores are
 * shared by every instance (and the proxy, PgBouncer, PostgreSQL and the load), so three
 * instances are not three times one. Then, under a steady load of page saves, it checks what
 * must hold across instances, each printed as PASS or FAIL with its figures:
 *   (a) a refresh token rotated on one instance and replayed on another is refused and revokes
 *       its family; a logout on one ends the access tokens on all;
 *   (b) wrong passwords spread over the instances meet the per-account limit at the same count as
 *       on one, and the lockout answers 429 on every instance;
 *   (c) a signed PDF link made on one instance is served by the others;
 *   (d) two mail workers deliver each queued message exactly once;
 *   (e) row-level security holds through PgBouncer, through the routes and straight;
 *   (f) an instance killed (SIGKILL) mid-load loses no acknowledged answer.
 * Exits 1 if an invariant breaks. Skipped (exit 0) where PgBouncer is not installed.
 *
 *   npm run bench multi-instance [seconds per throughput step]
 */
if (!pgbouncerInstalled()) {
  console.log('skipped: pgbouncer not installed (apt-get install pgbouncer)');
  process.exit(0);
}

const secondsPerStep = Number(process.argv[2] ?? 3);
const p99TargetMs = 50;
const pageSaveRates = [50, 100, 150, 200, 300, 400, 500, 600, 800, 1000];
const backgroundRate = 100;
const employeeCount = 200;
const loadSaverCount = 100;
const killSaverCount = 50;
const otherCompanyEmployees = 20;
const mailCount = 200;
const instanceNames = ['A', 'B', 'C'];

/** What is started is stopped, last first, whatever fails in between. */
const cleanups: (() => Promise<unknown>)[] = [];
const invariants: Invariant[] = [];

/** Starts processes side by side; any that started are stopped at the end even if one fails. */
async function startAll(starts: Promise<ApiProcess>[]): Promise<ApiProcess[]> {
  const settled = await Promise.allSettled(starts);
  for (const outcome of settled) {
    if (outcome.status === 'fulfilled') cleanups.push(() => outcome.value.stop());
  }
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<ApiProcess>).value);
}

try {
  console.log(
    `machine load average (1 min) at start: ${loadavg()[0]!.toFixed(1)} on 2 cores; ${secondsPerStep} s per throughput step`,
  );
  const postgres = await locateTestPostgres(54364);
  cleanups.push(() => postgres.stop());
  process.env[testDatabaseUrlVariable] = postgres.url;
  const testDatabase = await createTestDatabase();
  cleanups.push(() => testDatabase.drop());
  const database = testDatabase.database;

  const company = await createBenchCompany(database, employeeCount);
  const saversOfLoad = company.employeeIds.slice(0, loadSaverCount);
  const saversOfKill = company.employeeIds.slice(loadSaverCount, loadSaverCount + killSaverCount);
  const reportPerson = company.employeeIds[loadSaverCount + killSaverCount]!;
  const other = await createOtherCompany(database, otherCompanyEmployees);
  const signInEmails = {
    replay: 'replay@bench.example',
    logout: 'logout@bench.example',
    lockoutOnOne: 'lockout-one@bench.example',
    lockoutSpread: 'lockout-spread@bench.example',
  };
  for (const email of Object.values(signInEmails)) {
    await addSignInUser(database, email, company.companyId);
  }
  const tenants: [Tenant, Tenant] = [
    {
      name: 'Bench Company',
      companyId: company.companyId,
      managerId: company.managerId,
      emailDomain: 'bench.example',
      memberEmail: 'employee1@bench.example',
    },
    other,
  ];

  const bouncer = await startPgBouncer(testDatabase.url);
  cleanups.push(() => bouncer.stop());
  const bouncerVersion = spawnSync(pgbouncerPath, ['--version'], { encoding: 'utf8' }).stdout;
  console.log(
    `${bouncerVersion.split('\n')[0]} in transaction mode, ${serverConnections} server connections, at ${new URL(bouncer.url).host}`,
  );
  const sink = await startSmtpSink();
  cleanups.push(() => sink.stop());

  const started = performance.now();
  const apiProcesses = await startAll(
    instanceNames.map(async () =>
      startApiProcess({
        databaseUrl: bouncer.url,
        port: await freePort(),
        // One proxy of ours in front: its X-Forwarded-For entry is the visitor's address.
        environment: { TRUST_PROXY_HOPS: '1' },
      }),
    ),
  );
  const instances: Instance[] = apiProcesses.map((api, index) => ({
    name: instanceNames[index]!,
    origin: api.origin,
  }));
  console.log(
    `${instances.length} API instances started on PgBouncer in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
      `(each ran its migration check at start through the pool)`,
  );
  await startAll(
    [1, 2].map(async (worker) =>
      startApiProcess({
        databaseUrl: testDatabase.url,
        port: await freePort(),
        entry: compiledServer.mailWorker,
        waitUntilReady: false,
        // LISTEN needs a session of its own: the workers connect straight to PostgreSQL.
        environment: { SMTP_URL: `${sink.url}?name=mail-worker-${worker}` },
      }),
    ),
  );
  // Started as the API is: startApiProcess waits until /api/ready answers, through the proxy.
  const startProxy = async (behind: readonly ApiProcess[]) => {
    const [proxy] = await startAll([
      startApiProcess({
        databaseUrl: bouncer.url,
        port: await freePort(),
        entry: 'tools/bench/support/round-robin-proxy.ts',
        environment: { TARGETS: behind.map((api) => api.origin).join(',') },
      }),
    ]);
    return proxy!;
  };
  const apiCpuMs = () => apiProcesses.reduce((sum, api) => sum + api.cpuMs(), 0);

  const proxy = await startProxy(apiProcesses);
  await openAttempts(proxy.origin, [...saversOfLoad, ...saversOfKill]);
  // Some of the other company's people have answers, so row-level security has rows to hide.
  await openAttempts(proxy.origin, other.employeeIds.slice(0, 5), 1);

  /** The ramp of page saves through a proxy in front of the first `count` instances. */
  const measureThroughput = async (count: number) => {
    const label = `${count} instance${count === 1 ? '' : 's'}`;
    const countProxy = await startProxy(apiProcesses.slice(0, count));
    const rampOptions = {
      origin: countProxy.origin,
      serverCpuMs: apiCpuMs,
      requestsFor: pageSavesBy(saversOfLoad),
    };
    // A short warm-up at the first rate: JIT, connections, caches.
    await ramp({
      ...rampOptions,
      label: `${label} (warm-up)`,
      rates: [pageSaveRates[0]!],
      seconds: 1,
      p99TargetMs: Number.POSITIVE_INFINITY,
    });
    const proxyCpuBefore = countProxy.cpuMs();
    const bouncerCpuBefore = bouncer.cpuMs();
    const result = await ramp({
      ...rampOptions,
      label,
      rates: pageSaveRates,
      seconds: secondsPerStep,
      p99TargetMs,
    });
    const requests = result.steps.reduce(
      (sum, step) => sum + Math.round(step.rate * secondsPerStep),
      0,
    );
    const proxyCpu = (countProxy.cpuMs() - proxyCpuBefore) / requests;
    const bouncerCpu = (bouncer.cpuMs() - bouncerCpuBefore) / requests;
    await countProxy.stop();
    // The CPU where the instances are busiest and still answer in time, else at the lowest rate.
    const measuredAt =
      result.steps.findLast(
        (step) => step.rate === result.highestRateWithinTarget && step.outcome.p99 < p99TargetMs,
      ) ?? result.steps[0]!;
    return {
      count,
      highest: result.highestRateWithinTarget,
      apiCpu: measuredAt.serverCpuMsPerRequest,
      apiCpuRate: measuredAt.rate,
      proxyCpu,
      bouncerCpu,
    };
  };
  console.log(`\npage saves through the proxy (p99 target ${p99TargetMs} ms)`);
  const throughput = [];
  for (let count = 1; count <= apiProcesses.length; count += 1) {
    throughput.push(await measureThroughput(count));
  }
  console.log(
    `\n${'instances'.padEnd(10)} ${`highest rate, p99 < ${p99TargetMs} ms`.padEnd(28)} ` +
      `${'API CPU per request there'.padEnd(27)} proxy, PgBouncer CPU per request (whole ramp)`,
  );
  for (const row of throughput) {
    console.log(
      `${String(row.count).padEnd(10)} ${(row.highest ? `${row.highest}/s` : 'none').padEnd(28)} ` +
        `${`${formatMs(row.apiCpu)} at ${row.apiCpuRate}/s`.padEnd(27)} ` +
        `${formatMs(row.proxyCpu)}, ${formatMs(row.bouncerCpu)}`,
    );
  }
  console.log(
    'the instances, the proxy, PgBouncer, PostgreSQL and the load share the same 2 cores: more ' +
      'instances split them, and each batches less work per wake-up',
  );

  console.log(`\ninvariants, under ${backgroundRate} page saves/s through the proxy`);
  const background = startSteadyLoad(proxy.origin, backgroundRate, pageSavesBy(saversOfLoad));
  const queueingDatabase = createDatabase(bouncer.url, { poolMax: 2 });
  cleanups.push(() => queueingDatabase.destroy());
  try {
    const mail = checked('(d) two mail workers deliver each queued message exactly once', () =>
      mailDeliveredOnce({ queueingDatabase, database, sink, count: mailCount }),
    );
    invariants.push(
      await checked(
        '(a) a refresh token rotated on one instance and replayed on another is refused, and revokes its family',
        () => refreshReplayAcrossInstances(database, instances, signInEmails.replay),
      ),
      await checked('(a) a logout on one instance ends the access token on every instance', () =>
        logoutReachesEveryInstance(instances, signInEmails.logout),
      ),
      await checked('(b) login limits and lockouts hold across instances', () =>
        loginLockoutAcrossInstances(
          instances,
          signInEmails.lockoutOnOne,
          signInEmails.lockoutSpread,
        ),
      ),
      await checked('(c) a signed PDF link made on one instance is served by the others', () =>
        signedLinkAcrossInstances(instances, reportPerson),
      ),
      await mail,
      await checked(
        '(e) row-level security through PgBouncer: each manager lists only their own company',
        () => employeeListsStayInTenant(database, proxy.origin, instances, tenants),
      ),
      await checked(
        '(e) row-level security through PgBouncer: a scoped transaction sees no other company, and the next one none of its scope',
        () => scopeHoldsThroughPgBouncer(database, bouncer.url, tenants),
      ),
    );
  } finally {
    const slices = await background.stop();
    const ok = slices.reduce((sum, slice) => sum + slice.ok, 0);
    const errors = slices.reduce((sum, slice) => sum + slice.errors, 0);
    const worstP99 = Math.max(...slices.map((slice) => slice.p99));
    console.log(
      `background load: ${ok} page saves answered 200, ${errors} failed; worst p99 of a 2 s slice ${formatMs(worstP99)}`,
    );
    const firstError = slices.find((slice) => slice.firstError)?.firstError;
    if (firstError) console.log(`  first error: ${firstError}`);
  }

  const victim = apiProcesses.length - 1;
  invariants.push(
    await checked('(f) an instance killed mid-load loses no acknowledged answer', () =>
      acknowledgedAnswersSurviveKill({
        database,
        proxyOrigin: proxy.origin,
        people: saversOfKill,
        savesPerPersonPerSecond: 3,
        seconds: 12,
        victimName: instances[victim]!.name,
        kill: () => killWithItsChildren(apiProcesses[victim]!),
      }),
    ),
  );
  const traffic = await bouncer.traffic();
  console.log(
    `PgBouncer carried ${traffic.transactions} transactions (${traffic.queries} queries); ` +
      `now ${traffic.clientConnections} client connections on ${traffic.serverConnections} server connections`,
  );
  console.log('');
  for (const invariant of invariants) printInvariant(invariant);
  console.log(`machine load average (1 min) at end: ${loadavg()[0]!.toFixed(1)} on 2 cores`);
} finally {
  for (const cleanup of cleanups.reverse()) {
    await cleanup().catch((error: unknown) => console.error('cleanup failed:', error));
  }
}
const broken = invariants.filter((invariant) => !invariant.held).length;
if (broken > 0) console.error(`${broken} invariant${broken === 1 ? '' : 's'} broken`);
process.exit(broken > 0 || invariants.length === 0 ? 1 : 0);
