export interface JsonCall {
  /** An access token, sent as `Authorization: Bearer`. */
  token?: string;
  /** A `name=value` cookie, as a browser sends the refresh cookie. */
  cookie?: string;
  body?: unknown;
}

export interface JsonAnswer {
  /** 0 when no HTTP answer came (connection refused or reset). */
  status: number;
  /** The answer parsed as JSON, else its text. */
  body: unknown;
  headers: Headers;
  /** The network error when no HTTP answer came. */
  networkError?: string;
}

/** One call as the web app makes it: JSON in and out, never throwing for a failed call. */
export async function callJson(
  origin: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  call: JsonCall = {},
): Promise<JsonAnswer> {
  const headers: Record<string, string> = {};
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (call.cookie) headers.cookie = call.cookie;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (an empty 204, a proxy's plain 502): kept as text.
    }
    return { status: response.status, body, headers: response.headers };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return {
      status: 0,
      body: undefined,
      headers: new Headers(),
      networkError: cause?.code ?? String(error),
    };
  }
}

/** Throws unless the call answered `expected`: for the steps a check stands on. */
export function expectStatus(answer: JsonAnswer, expected: number, what: string): void {
  if (answer.status !== expected) {
    throw new Error(
      `${what} answered ${answer.status || answer.networkError}, not ${expected}: ${JSON.stringify(answer.body)?.slice(0, 300)}`,
    );
  }
}
