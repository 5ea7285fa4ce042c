import http from 'node:http';
import { Readable } from 'node:stream';
import httpProxy from 'http-proxy';

/**
 * The load balancer of the multi-instance bench: sends each request to the next of the API
 * instances in turn, with X-Forwarded-For added (the instances run with TRUST_PROXY_HOPS=1), as a
 * load balancer in front of them does. Run as a process of its own, so its work does not queue
 * behind the load generator's:
 *
 *   PORT=<port> TARGETS=http://127.0.0.1:<a>,http://127.0.0.1:<b> node --import tsx tools/bench/support/round-robin-proxy.ts
 *
 * An instance that refuses the connection is skipped for a second and the request goes to the
 * next one: it never reached the refusing instance, so sending it again is safe. A connection
 * that breaks once the request is sent answers 502 without a retry, since the instance may have
 * done the work (a page save retried elsewhere could land after a later one).
 */
const targets = (process.env.TARGETS ?? '').split(',').filter((target) => target !== '');
if (targets.length === 0) throw new Error('TARGETS names no instance');
const skipRefusingMilliseconds = 1_000;

// Idle connections are closed before the instances' keep-alive timeout (Node's 5 s) can close one
// under a request just sent on it, which would read as the instance's failure.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4_000 });
const proxy = httpProxy.createProxyServer({ agent, xfwd: true });
const refusedUntil = new Map<string, number>();
let next = 0;

/** The next instance in turn that has not refused a connection lately, or any if all have. */
function pickTarget(tried: ReadonlySet<string>): string | undefined {
  const now = Date.now();
  for (let step = 0; step < targets.length; step += 1) {
    const target = targets[(next + step) % targets.length]!;
    if (!tried.has(target) && (refusedUntil.get(target) ?? 0) <= now) {
      next = (next + step + 1) % targets.length;
      return target;
    }
  }
  return targets.find((target) => !tried.has(target));
}

function forward(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  body: Buffer,
  tried: Set<string>,
): void {
  const target = pickTarget(tried);
  if (!target) {
    response.writeHead(502, { 'content-type': 'text/plain' }).end('No instance answers');
    return;
  }
  tried.add(target);
  proxy.web(request, response, { target, buffer: Readable.from([body]) }, (error) => {
    if ((error as NodeJS.ErrnoException).code === 'ECONNREFUSED') {
      refusedUntil.set(target, Date.now() + skipRefusingMilliseconds);
      forward(request, response, body, tried);
    } else if (!response.headersSent) {
      response.writeHead(502, { 'content-type': 'text/plain' }).end(`${target}: ${error.message}`);
    } else {
      response.destroy();
    }
  });
}

const server = http.createServer((request, response) => {
  // The body is read first so that a request refused by one instance can be sent to another.
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => forward(request, response, Buffer.concat(chunks), new Set()));
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
