import { onTestFinished, vi } from 'vitest';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `METHOD /path` as the browser sends it; a `:name` segment matches any one segment. */
export type RouteKey = `${HttpMethod} /${string}`;

/** One request the screen sent, as a test asserts it. */
export interface ApiCall {
  method: HttpMethod;
  /** Decoded path, without the query string: `/api/user/me`. */
  path: string;
  /** Path and query string as sent: `/api/diagnoses/results?page=2`. */
  url: string;
  query: URLSearchParams;
  /** The `:name` segments of the route key that answered, decoded. */
  params: Record<string, string>;
  /** Parsed JSON body, or undefined when the request had none. */
  body: unknown;
  headers: Headers;
}

export interface ApiAnswer {
  status: number;
  body?: unknown;
}

export type ApiHandler = (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>;

/** A fixed answer, or a function of the call that may read its body or wait. */
export type ApiRoute = ApiAnswer | ApiHandler;

export type ApiRoutes = Partial<Record<RouteKey, ApiRoute>>;

export interface StubbedApi {
  /** Every call answered by a route, in the order sent. */
  readonly calls: ApiCall[];
  /** The calls one route answered, e.g. `callsTo('POST /api/contact')`. */
  callsTo(key: RouteKey): ApiCall[];
  /** Replaces (or adds) one route's answer from now on. */
  answer(key: RouteKey, route: ApiRoute): void;
}

/** A JSON answer: `reply(409, { message: '…' })`. */
export const reply = (status: number, body?: unknown): ApiAnswer => ({ status, body });

const origin = 'http://localhost';

/**
 * jsdom's page has an address, Node's Request does not: RTK Query builds `new Request('/api/…')`,
 * which only resolves against the page's origin with this.
 */
function relativeRequestClass(NodeRequest: typeof Request): typeof Request {
  return class RelativeRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, origin).href : input, init);
    }
  };
}

function matchRoute(
  key: RouteKey,
  method: string,
  path: string,
): Record<string, string> | undefined {
  const [keyMethod, keyPath] = key.split(' ') as [string, string];
  if (keyMethod !== method) return undefined;
  const wanted = keyPath.split('/');
  const sent = path.split('/');
  if (wanted.length !== sent.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const actual = sent[index] as string;
    if (segment.startsWith(':')) params[segment.slice(1)] = actual;
    else if (segment !== actual) return undefined;
  }
  return params;
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Stands in for the API over `fetch` for one test: each route answers with a status and JSON,
 * every call is recorded, and a call no route answers fails the test once it ends (it is also
 * answered 501 at once, so the screen shows an error rather than hanging).
 *
 * Literal paths win over `:name` patterns; later routes (passed in `overrides` or set with
 * `answer`) replace earlier ones of the same key.
 */
export function stubApi(routes: ApiRoutes, overrides: ApiRoutes = {}): StubbedApi {
  const table = new Map<RouteKey, ApiRoute>(
    Object.entries({ ...routes, ...overrides }) as [RouteKey, ApiRoute][],
  );
  const calls: (ApiCall & { key: RouteKey })[] = [];
  const unexpected: string[] = [];

  const find = (
    method: string,
    path: string,
  ): { key: RouteKey; params: Record<string, string> } | undefined => {
    const candidates = [...table.keys()].flatMap((key) => {
      const params = matchRoute(key, method, path);
      return params ? [{ key, params }] : [];
    });
    return candidates.find(({ key }) => !key.includes('/:')) ?? candidates[0];
  };

  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url, origin);
    const path = decodeURIComponent(url.pathname);
    const route = find(request.method, path);
    if (route === undefined) {
      const description = `${request.method} ${url.pathname}${url.search}`;
      unexpected.push(description);
      console.error(`stubApi: no route answers ${description}`);
      return Response.json({ message: `stubApi: no route for ${description}` }, { status: 501 });
    }
    const call = {
      key: route.key,
      method: request.method as HttpMethod,
      path,
      url: `${url.pathname}${url.search}`,
      query: url.searchParams,
      params: route.params,
      body: await readBody(request),
      headers: request.headers,
    };
    calls.push(call);
    const answering = table.get(route.key) as ApiRoute;
    const answer = typeof answering === 'function' ? await answering(call) : answering;
    return answer.body === undefined
      ? new Response(null, { status: answer.status })
      : Response.json(answer.body, { status: answer.status });
  });

  vi.stubGlobal('Request', relativeRequestClass(globalThis.Request));
  vi.stubGlobal('fetch', fetchStub);
  onTestFinished(() => {
    vi.unstubAllGlobals();
    if (unexpected.length > 0) {
      throw new Error(`stubApi: calls no route answers:\n  ${unexpected.join('\n  ')}`);
    }
  });

  return {
    calls,
    callsTo: (key) => calls.filter((call) => call.key === key),
    answer: (key, route) => {
      table.set(key, route);
    },
  };
}
