import http from 'node:http';

/** One HTTP call as the load sends it. */
export interface PlannedRequest {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadOutcome {
  ok: number;
  errors: number;
  achievedRate: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  firstError?: string;
}

// Idle sockets are closed before the server's keep-alive timeout (Node's 5 s) can close them
// under a request just sent on one, which would read as a failure of the server's.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4_000 });

function send(origin: URL, planned: PlannedRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method: planned.method,
        path: planned.path,
        headers: planned.body
          ? { ...planned.headers, 'content-length': Buffer.byteLength(planned.body) }
          : planned.headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode === 200) resolve();
          else {
            const text = Buffer.concat(chunks).toString().slice(0, 300);
            reject(new Error(`${planned.path} answered ${response.statusCode}: ${text}`));
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(planned.body);
  });
}

/**
 * Sends request `index` at `start + index / rate` whatever the earlier ones are doing (open
 * loop: a slow answer never delays the next request, so queueing shows in the latencies instead
 * of lowering the rate), over keep-alive connections, and reads each whole answer; anything but
 * 200 is an error. Latencies count from each request's scheduled time.
 */
export async function openLoop(
  originText: string,
  rate: number,
  requests: readonly PlannedRequest[],
): Promise<LoadOutcome> {
  const origin = new URL(originText);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  const failures: string[] = [];
  const pending: Promise<void>[] = [];
  const started = performance.now();
  let lastDone = started;
  let next = 0;
  while (next < requests.length) {
    const now = performance.now();
    // Every request due by now leaves in this turn; the timer's granularity is a millisecond.
    while (next < requests.length && started + next * interval <= now) {
      const due = started + next * interval;
      pending.push(
        send(origin, requests[next]!).then(
          () => {
            lastDone = performance.now();
            latencies.push(lastDone - due);
          },
          (error: unknown) => {
            lastDone = performance.now();
            failures.push(error instanceof Error ? error.message : String(error));
          },
        ),
      );
      next += 1;
    }
    const wait = started + next * interval - performance.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  const percentile = (share: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? Number.NaN;
  return {
    ok: latencies.length,
    errors: failures.length,
    achievedRate: (latencies.length / (lastDone - started)) * 1000,
    p50: percentile(0.5),
    p95: percentile(0.95),
    p99: percentile(0.99),
    max: latencies.at(-1) ?? Number.NaN,
    firstError: failures[0],
  };
}

export const formatMs = (milliseconds: number) => `${milliseconds.toFixed(2)} ms`;

export interface RampStep {
  rate: number;
  outcome: LoadOutcome;
  serverCpuMsPerRequest: number;
}

export interface Ramp {
  steps: RampStep[];
  /** The highest rate asked whose p99 stayed under the target with no error; 0 if none. */
  highestRateWithinTarget: number;
}

/**
 * Runs `seconds` of load at each rate in turn, printing each step, and stops after a step that
 * misses the p99 target or fails a request twice running (the next would only queue more; one
 * miss may be a pause of the machine's, so the step is run once more).
 */
export async function ramp(options: {
  label: string;
  origin: string;
  rates: readonly number[];
  seconds: number;
  p99TargetMs: number;
  serverCpuMs: () => number;
  requestsFor: (count: number) => PlannedRequest[];
}): Promise<Ramp> {
  const steps: RampStep[] = [];
  let highestRateWithinTarget = 0;
  const runStep = async (rate: number): Promise<boolean> => {
    const requests = options.requestsFor(Math.round(rate * options.seconds));
    const cpuBefore = options.serverCpuMs();
    const outcome = await openLoop(options.origin, rate, requests);
    const serverCpuMsPerRequest = (options.serverCpuMs() - cpuBefore) / requests.length;
    steps.push({ rate, outcome, serverCpuMsPerRequest });
    const within = outcome.errors === 0 && outcome.p99 < options.p99TargetMs;
    console.log(
      `  ${options.label} at ${rate}/s: ${outcome.achievedRate.toFixed(0)}/s achieved, ` +
        `p50 ${formatMs(outcome.p50)}, p99 ${formatMs(outcome.p99)}, ${outcome.errors} errors; ` +
        `server CPU ${formatMs(serverCpuMsPerRequest)} per request${within ? '' : '  (over target)'}`,
    );
    if (outcome.firstError) console.log(`    first error: ${outcome.firstError}`);
    return within;
  };
  for (const rate of options.rates) {
    if (!(await runStep(rate)) && !(await runStep(rate))) break;
    highestRateWithinTarget = rate;
  }
  return { steps, highestRateWithinTarget };
}
