import net from 'node:net';
import { machineCpuMs } from './api-process';
import { percentile } from './percentile';

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

/** A keep-alive connection the load sends one request at a time on, and its unread bytes. */
interface Connection {
  socket: net.Socket;
  received: Buffer;
  idleSince: number;
  answer?: { resolve: (response: RawResponse) => void; reject: (error: Error) => void };
}

interface RawResponse {
  status: number;
  body: Buffer;
}

// Idle connections are dropped before the server's keep-alive timeout (Node's 5 s) can close
// one under a request just sent on it, which would read as a failure of the server's.
const idleLimitMs = 4_000;
const idleConnections = new Map<string, Connection[]>();

/**
 * The response complete in `bytes`, with how many bytes it took; undefined while part of it is
 * still to come. Content-Length and chunked bodies are both read.
 */
function completeResponse(bytes: Buffer): { response: RawResponse; length: number } | undefined {
  const headEnd = bytes.indexOf('\r\n\r\n');
  if (headEnd === -1) return undefined;
  const head = bytes.toString('latin1', 0, headEnd).toLowerCase();
  const status = Number(head.slice(9, 12));
  const bodyStart = headEnd + 4;
  const contentLength = /\r\ncontent-length: *(\d+)/.exec(head)?.[1];
  if (contentLength !== undefined) {
    const length = bodyStart + Number(contentLength);
    if (bytes.length < length) return undefined;
    return { response: { status, body: bytes.subarray(bodyStart, length) }, length };
  }
  if (!/\r\ntransfer-encoding: *chunked/.test(head)) {
    return { response: { status, body: Buffer.alloc(0) }, length: bodyStart };
  }
  const chunks: Buffer[] = [];
  let position = bodyStart;
  for (;;) {
    const sizeEnd = bytes.indexOf('\r\n', position);
    if (sizeEnd === -1) return undefined;
    const size = Number.parseInt(bytes.toString('latin1', position, sizeEnd), 16);
    const chunkEnd = sizeEnd + 2 + size + 2;
    if (bytes.length < chunkEnd) return undefined;
    if (size === 0) return { response: { status, body: Buffer.concat(chunks) }, length: chunkEnd };
    chunks.push(bytes.subarray(sizeEnd + 2, sizeEnd + 2 + size));
    position = chunkEnd;
  }
}

function connect(origin: URL, key: string): Connection {
  const connection: Connection = {
    socket: net.connect({ host: origin.hostname, port: Number(origin.port), noDelay: true }),
    received: Buffer.alloc(0),
    idleSince: 0,
  };
  const fail = (error: Error) => {
    const waiting = connection.answer;
    connection.answer = undefined;
    const idle = idleConnections.get(key);
    if (idle?.includes(connection)) idle.splice(idle.indexOf(connection), 1);
    waiting?.reject(error);
  };
  connection.socket.on('data', (chunk: Buffer) => {
    connection.received =
      connection.received.length === 0 ? chunk : Buffer.concat([connection.received, chunk]);
    const complete = completeResponse(connection.received);
    if (!complete || !connection.answer) return;
    connection.received = connection.received.subarray(complete.length);
    const { resolve } = connection.answer;
    connection.answer = undefined;
    connection.idleSince = performance.now();
    idleConnections.get(key)!.push(connection);
    resolve(complete.response);
  });
  connection.socket.on('error', fail);
  connection.socket.on('close', () => fail(new Error('The server closed the connection')));
  return connection;
}

/**
 * One request over a kept-alive connection of our own: the load shares the machine with the
 * server it measures, and Node's HTTP client cost it about as much CPU per request as the
 * server's own health route, so a plain socket writes the request and reads the status and body.
 */
function send(origin: URL, planned: PlannedRequest): Promise<void> {
  const key = origin.host;
  if (!idleConnections.has(key)) idleConnections.set(key, []);
  const idle = idleConnections.get(key)!;
  let connection: Connection | undefined;
  while ((connection = idle.pop())) {
    if (performance.now() - connection.idleSince < idleLimitMs) break;
    connection.socket.destroy();
  }
  connection ??= connect(origin, key);
  const headers = Object.entries(planned.headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const body = planned.body ?? '';
  const length = planned.body === undefined ? '' : `content-length: ${Buffer.byteLength(body)}\r\n`;
  const active = connection;
  return new Promise<RawResponse>((resolve, reject) => {
    active.answer = { resolve, reject };
    active.socket.write(
      `${planned.method} ${planned.path} HTTP/1.1\r\nhost: ${key}\r\n${headers}${length}\r\n${body}`,
    );
  }).then((response) => {
    if (response.status !== 200) {
      const text = response.body.toString().slice(0, 300);
      throw new Error(`${planned.path} answered ${response.status}: ${text}`);
    }
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
  return {
    ok: latencies.length,
    errors: failures.length,
    achievedRate: (latencies.length / (lastDone - started)) * 1000,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? Number.NaN,
    firstError: failures[0],
  };
}

export const formatMs = (milliseconds: number) => `${milliseconds.toFixed(2)} ms`;

export interface RampStep {
  rate: number;
  outcome: LoadOutcome;
  serverCpuMsPerRequest: number;
  /** Every process of the machine (the server, the database, the load, the kernel). */
  machineCpuMsPerRequest: number;
  /** This process: the load's own share of the machine. */
  loadCpuMsPerRequest: number;
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
    const machineBefore = machineCpuMs();
    const loadBefore = process.cpuUsage();
    const outcome = await openLoop(options.origin, rate, requests);
    const serverCpuMsPerRequest = (options.serverCpuMs() - cpuBefore) / requests.length;
    const machineCpuMsPerRequest = (machineCpuMs() - machineBefore) / requests.length;
    const load = process.cpuUsage(loadBefore);
    const loadCpuMsPerRequest = (load.user + load.system) / 1000 / requests.length;
    steps.push({
      rate,
      outcome,
      serverCpuMsPerRequest,
      machineCpuMsPerRequest,
      loadCpuMsPerRequest,
    });
    const within = outcome.errors === 0 && outcome.p99 < options.p99TargetMs;
    console.log(
      `  ${options.label} at ${rate}/s: ${outcome.achievedRate.toFixed(0)}/s achieved, ` +
        `p50 ${formatMs(outcome.p50)}, p99 ${formatMs(outcome.p99)}, ${outcome.errors} errors; ` +
        `server CPU ${formatMs(serverCpuMsPerRequest)} per request (machine ${formatMs(machineCpuMsPerRequest)}, ` +
        `load ${formatMs(loadCpuMsPerRequest)})${within ? '' : '  (over target)'}`,
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
