import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RefusedHost, type HostResolver } from './public-addresses';
import { publicOnlyFetch } from './public-only-fetch';

/** `idp.test` answers loopback here only: a request that reaches it was pinned, not looked up. */
const playedDns: HostResolver = (hostname) =>
  hostname === 'idp.test'
    ? Promise.resolve([{ address: '127.0.0.1', family: 4 }])
    : Promise.reject(new Error('ENOTFOUND'));

let server: Server;
let port: number;
const hostsSeen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    hostsSeen.push(request.headers.host ?? '');
    response.end('reached');
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

async function refusalOf(fetching: Promise<Response>) {
  const failure: unknown = await fetching.then(
    () => undefined,
    (error: unknown) => error,
  );
  return failure instanceof Error && failure.cause instanceof RefusedHost
    ? failure.cause.reason
    : failure;
}

describe('publicOnlyFetch', () => {
  it('connects to the address the policy vetted, keeping the host name for Host', async () => {
    const fetching = publicOnlyFetch({ allowPrivate: true, resolve: playedDns });
    const response = await fetching(`http://idp.test:${port}/.well-known/openid-configuration`);
    expect(await response.text()).toBe('reached');
    expect(hostsSeen).toEqual([`idp.test:${port}`]);
  });

  it('refuses a host that resolves to a private address, or is one, before connecting', async () => {
    hostsSeen.length = 0;
    const fetching = publicOnlyFetch({ allowPrivate: false, resolve: playedDns });
    expect(await refusalOf(fetching(`http://idp.test:${port}/`))).toBe('notPublic');
    expect(await refusalOf(fetching(`http://127.0.0.1:${port}/`))).toBe('notPublic');
    expect(await refusalOf(fetching(`http://[::1]:${port}/`))).toBe('notPublic');
    expect(await refusalOf(fetching('http://nowhere.test/'))).toBe('unresolved');
    expect(hostsSeen).toEqual([]);
  });
});
