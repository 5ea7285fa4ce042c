import { loadavg } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { languages } from '@facet/platform-kernel';
import { processCpuMs } from './support/api-process';
import { createBenchCompany } from './support/bench-company';
import { openLoop, type LoadOutcome, type PlannedRequest } from './support/open-loop';

/**
 * The diagnostic calls under a steady load, over real HTTP on the loopback. The API listens on an
 * ephemeral port of 127.0.0.1 in this process, on a fresh database; the load comes from a worker
 * thread of the same process, so the client's own work does not queue behind the server's on one
 * event loop. Requests leave on a fixed schedule (open loop: a slow answer never delays the next
 * request, so queueing shows in the figures instead of lowering the rate). For each phase it
 * prints the rate achieved, the latency percentiles from each request's scheduled time, and the
 * CPU time of the server's thread per request (the cost, readable even when a busy machine blurs
 * the latencies):
 *   - first launches (each takes a licence and opens an attempt),
 *   - submits of one page of 20 answers at 200 requests/s (target p99 < 50 ms),
 *   - launches of attempts already under way (the resume after a reload).
 *
 *   npm run bench diagnostic-submit [submitRate] [submitSeconds]
 */

interface Phase {
  label: string;
  rate: number;
  requests: PlannedRequest[];
}

if (isMainThread) await measure();
else runLoadThread();

async function measure(): Promise<void> {
  const { answerScale, itemsOnPage, totalPages } = await import('@facet/assessment-domain');
  const { createAssessmentTestServer, userToken } = await import('@facet/assessment-api/testing');
  const { locateTestPostgres, testDatabaseUrlVariable } = await import('@facet/platform-testing');

  const submitRate = Number(process.argv[2] ?? 200);
  const submitSeconds = Number(process.argv[3] ?? 10);
  const submitters = 100;
  const peopleCount = 300;
  const warmUpPeople = 20;
  const firstLaunchRate = 50;
  const resumeRate = 100;
  const resumeSeconds = 5;

  const postgres = await locateTestPostgres(54361);
  process.env[testDatabaseUrlVariable] = postgres.url;
  const { server, testDatabase, close } = await createAssessmentTestServer();
  const database = testDatabase.database;
  await server.start();

  // One company with licences for everyone, and its employees inserted in a few statements.
  const { employeeIds } = await createBenchCompany(database, peopleCount);

  const request = (
    userId: number,
    method: PlannedRequest['method'],
    path: string,
    body: object,
  ): PlannedRequest => ({
    method,
    path,
    headers: { authorization: `Bearer ${userToken(userId)}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const launch = (userId: number, index: number) =>
    request(userId, 'POST', '/api/diagnoses/launch', { lang: languages[index % languages.length] });

  const loadThread = new Worker(
    // The thread loads this same file through tsx, as the main thread did.
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`,
    { eval: true, workerData: { origin: server.info.uri } },
  );
  const runPhase = (phase: Phase) =>
    new Promise<LoadOutcome>((resolve, reject) => {
      loadThread.once('message', resolve);
      loadThread.once('error', reject);
      loadThread.postMessage(phase);
    });

  const format = (milliseconds: number) => `${milliseconds.toFixed(1)} ms`;
  async function measurePhase(phase: Phase): Promise<void> {
    const before = processCpuMs(process.pid, process.pid);
    const outcome = await runPhase(phase);
    const serverCpu = (processCpuMs(process.pid, process.pid) - before) / phase.requests.length;
    console.log(
      `${phase.label}: ${outcome.ok} ok, ${outcome.errors} errors, ` +
        `${outcome.achievedRate.toFixed(1)} req/s (asked ${phase.rate}), p50 ${format(outcome.p50)}, ` +
        `p95 ${format(outcome.p95)}, p99 ${format(outcome.p99)}, max ${format(outcome.max)}; ` +
        `server thread CPU ${format(serverCpu)} per request`,
    );
    if (outcome.firstError) console.log(`  first error: ${outcome.firstError}`);
  }

  try {
    console.log(`machine load average (1 min) at start: ${loadavg()[0]!.toFixed(1)} on 2 cores`);
    // Warms the server and the connections on people who take no further part.
    const warmUpIds = employeeIds.slice(peopleCount - warmUpPeople);
    await runPhase({
      label: 'warm-up',
      rate: 20,
      requests: warmUpIds.map((userId, index) => launch(userId, index)),
    });
    const launchIds = employeeIds.slice(0, peopleCount - warmUpPeople);
    await measurePhase({
      label: `first launch (${launchIds.length} people)`,
      rate: firstLaunchRate,
      requests: launchIds.map((userId, index) => launch(userId, index)),
    });

    const submitIds = launchIds.slice(0, submitters);
    for (const userId of submitIds) {
      await server.inject({
        method: 'POST',
        url: '/api/diagnoses/consent',
        headers: { authorization: `Bearer ${userToken(userId)}` },
        payload: { consents: true, version: '1.0.0' },
      });
    }
    /** Person `index % submitters` sends a page of 20 answers, going through the pages in turn. */
    const submitPages = (count: number) =>
      Array.from({ length: count }, (_, index) => {
        const page = 1 + (Math.floor(index / submitters) % totalPages);
        const responses = itemsOnPage(page).map((item, position) => ({
          question_id: item.id,
          answer: answerScale[(index + position) % answerScale.length],
        }));
        return request(submitIds[index % submitters]!, 'PATCH', '/api/diagnoses/submit', {
          responses,
          lang: 'en',
        });
      });
    await runPhase({ label: 'warm-up', rate: submitRate, requests: submitPages(submitRate * 2) });
    await measurePhase({
      label: `submit a page (${submitters} people, ${submitSeconds} s)`,
      rate: submitRate,
      requests: submitPages(submitRate * submitSeconds),
    });

    await measurePhase({
      label: `launch to resume (${submitters} people, ${resumeSeconds} s)`,
      rate: resumeRate,
      requests: Array.from({ length: resumeRate * resumeSeconds }, (_, index) =>
        launch(submitIds[index % submitters]!, index),
      ),
    });
    console.log('target: submit p99 < 50 ms at 200 req/s');
    console.log(`machine load average (1 min) at end: ${loadavg()[0]!.toFixed(1)} on 2 cores`);
  } finally {
    await loadThread.terminate();
    await close();
    await postgres.stop();
  }
}

/** The load thread: runs each phase it is sent and answers with its figures. */
function runLoadThread(): void {
  const { origin } = workerData as { origin: string };
  const port = parentPort!;
  port.on('message', (phase: Phase) => {
    void openLoop(origin, phase.rate, phase.requests).then((outcome) => port.postMessage(outcome));
  });
}
