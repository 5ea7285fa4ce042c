import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { sendWebhook } from './webhook-sender';

interface Arrival {
  method: string | undefined;
  path: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

const loopback = { address: '127.0.0.1', family: 4 } as const;
let closeReceiver: (() => Promise<void>) | undefined;

/** A real receiver on 127.0.0.1 that answers each request as `respond` says. */
async function listen(respond: (response: ServerResponse, arrival: Arrival) => void) {
  const arrivals: Arrival[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const arrival = { method: request.method, path: request.url, headers: request.headers, body };
      arrivals.push(arrival);
      respond(response, arrival);
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('Not listening on a port');
  closeReceiver = () =>
    new Promise<void>((closed) => {
      server.closeAllConnections();
      server.close(() => closed());
    });
  return { port: address.port, arrivals };
}

afterEach(async () => {
  await closeReceiver?.();
  closeReceiver = undefined;
});

const send = (url: string, body = '{"type":"ping"}', timeoutMilliseconds = 5_000) =>
  sendWebhook({
    url: new URL(url),
    vetted: loopback,
    headers: { 'content-type': 'application/json', 'webhook-id': 'msg_1' },
    body,
    timeoutMilliseconds,
  });

describe('sendWebhook', () => {
  it('POSTs the body with its headers to the vetted address, keeping the host name', async () => {
    const receiver = await listen((response) => response.writeHead(204).end());
    const body = '{"type":"result.ready","data":{"name":"Zoë"}}';
    // Nothing resolves this name: the request reaches the receiver only through the vetted address.
    const outcome = await send(`http://hooks.invalid:${receiver.port}/in?source=facet`, body);
    expect(outcome).toEqual({ statusCode: 204 });
    expect(receiver.arrivals).toEqual([
      expect.objectContaining({ method: 'POST', path: '/in?source=facet', body }),
    ]);
    const { headers } = receiver.arrivals[0]!;
    expect(headers).toMatchObject({
      host: `hooks.invalid:${receiver.port}`,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      'user-agent': 'Facet-Webhooks/1',
      'webhook-id': 'msg_1',
    });
  });

  it('answers the status of a refusal, without reading anything into it', async () => {
    const receiver = await listen((response) => response.writeHead(410).end('gone for good'));
    expect(await send(`http://hooks.invalid:${receiver.port}/`)).toEqual({ statusCode: 410 });
  });

  it('does not follow a redirect: the 3xx is the answer', async () => {
    const receiver = await listen((response, arrival) =>
      arrival.path === '/moved'
        ? response.writeHead(200).end()
        : response.writeHead(307, { location: '/moved' }).end(),
    );
    expect(await send(`http://hooks.invalid:${receiver.port}/old`)).toEqual({ statusCode: 307 });
    expect(receiver.arrivals.map((arrival) => arrival.path)).toEqual(['/old']);
  });

  it('says when nobody listens at the address', async () => {
    const receiver = await listen((response) => response.writeHead(200).end());
    await closeReceiver?.();
    closeReceiver = undefined;
    const outcome = await send(`http://hooks.invalid:${receiver.port}/`);
    expect(outcome).toEqual({ error: expect.stringMatching(/ECONNREFUSED/) });
  });

  it('gives up when the receiver does not answer in time, saying after how long', async () => {
    const receiver = await listen(() => {
      // Never answers: the sender's own timeout must end the exchange.
    });
    const outcome = await send(`http://hooks.invalid:${receiver.port}/`, '{}', 250);
    expect(outcome).toEqual({ error: 'No answer within 0.25 s.' });
    expect(receiver.arrivals).toHaveLength(1);
  });
});
