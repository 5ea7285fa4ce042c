import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessTokenStore, api, createStore, setSessionExpiredHandler } from './index';

/** A query of our own, so the test drives the real base query through a real store. */
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ item: number }, number>({ query: (item) => `/probe/${item}` }),
  }),
});

const callCount = 5;

interface Seen {
  method: string;
  path: string;
  authorization: string | null;
}

const NodeRequest = globalThis.Request;

/** jsdom's page has an address, Node's Request does not: resolve the API's relative paths. */
class RelativeRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://localhost').href : input, init);
  }
}

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Lets every pending promise and timer of the calls in flight settle before going on. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await new Promise((done) => setTimeout(done, 0));
}

/**
 * The network: the first `callCount` calls are held until all have been sent, so they are truly
 * concurrent, then all answered 401; the refresh is held until the test releases it; a call with
 * the new token answers 200.
 */
function stubNetwork(refreshAnswer: () => Response) {
  const seen: Seen[] = [];
  let releaseExpired: () => void = () => undefined;
  const allSent = new Promise<void>((done) => {
    releaseExpired = done;
  });
  let releaseRefresh: () => void = () => undefined;
  const refreshReleased = new Promise<void>((done) => {
    releaseRefresh = done;
  });

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url, 'http://localhost').pathname;
    const authorization = request.headers.get('authorization');
    seen.push({ method: request.method, path, authorization });

    if (path === '/api/refresh-token') {
      await refreshReleased;
      return refreshAnswer();
    }
    if (authorization === 'Bearer new-token') {
      return json({ item: Number(path.split('/').pop()) }, 200);
    }
    if (seen.filter((call) => call.path !== '/api/refresh-token').length === callCount) {
      releaseExpired();
    }
    await allSent;
    return json({ statusCode: 401, error: 'Unauthorized', message: 'Token expired' }, 401);
  });
  vi.stubGlobal('Request', RelativeRequest);
  vi.stubGlobal('fetch', fetchMock);
  return { seen, fetchMock, releaseRefresh };
}

function startCalls(store: ReturnType<typeof createStore>) {
  return Array.from({ length: callCount }, (_, index) =>
    store.dispatch(probeApi.endpoints.probe.initiate(index + 1)),
  );
}

let sessionExpired: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  accessTokenStore.set('old-token');
  sessionExpired = vi.fn<() => void>();
  setSessionExpiredHandler(sessionExpired);
});

afterEach(() => {
  vi.unstubAllGlobals();
  accessTokenStore.set(undefined);
  setSessionExpiredHandler(() => undefined);
});

describe('baseQueryWithRefresh', () => {
  it('shares one refresh among 5 concurrent 401s and repeats each call once with the new token', async () => {
    const store = createStore();
    const { seen, releaseRefresh } = stubNetwork(() =>
      json({ accessToken: 'new-token', principal: 'user' }, 200),
    );

    const calls = startCalls(store);
    await vi.waitFor(() =>
      expect(seen.some((call) => call.path === '/api/refresh-token')).toBe(true),
    );
    // Every call has had its 401 and is waiting for the same refresh before it is answered.
    await settle();
    releaseRefresh();
    const results = await Promise.all(calls.map((call) => call.unwrap()));
    calls.forEach((call) => call.unsubscribe());

    expect(results).toEqual([1, 2, 3, 4, 5].map((item) => ({ item })));
    const refreshes = seen.filter((call) => call.path === '/api/refresh-token');
    expect(refreshes).toEqual([
      { method: 'POST', path: '/api/refresh-token', authorization: 'Bearer old-token' },
    ]);
    for (let item = 1; item <= callCount; item += 1) {
      const attempts = seen.filter((call) => call.path === `/api/probe/${item}`);
      expect(attempts.map((call) => call.authorization)).toEqual([
        'Bearer old-token',
        'Bearer new-token',
      ]);
    }
    expect(seen).toHaveLength(callCount * 2 + 1);
    expect(accessTokenStore.get()).toBe('new-token');
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('ends the session when the shared refresh fails, and every call fails without a repeat', async () => {
    const store = createStore();
    const { seen, releaseRefresh } = stubNetwork(() =>
      json({ statusCode: 401, error: 'Unauthorized', message: 'Session ended' }, 401),
    );

    const calls = startCalls(store);
    await vi.waitFor(() =>
      expect(seen.some((call) => call.path === '/api/refresh-token')).toBe(true),
    );
    await settle();
    releaseRefresh();
    const outcomes = await Promise.all(calls);
    calls.forEach((call) => call.unsubscribe());

    for (const outcome of outcomes) {
      expect(outcome.isError).toBe(true);
      expect(outcome.error).toMatchObject({ status: 401 });
    }
    expect(seen.filter((call) => call.path === '/api/refresh-token')).toHaveLength(1);
    // No call is repeated after a failed refresh.
    expect(seen).toHaveLength(callCount + 1);
    expect(accessTokenStore.get()).toBeUndefined();
    expect(sessionExpired).toHaveBeenCalledOnce();
  });
});
