import http from 'node:http';
import https from 'node:https';
import { pinnedLookup, type ResolvedAddress } from '@facet/platform-http';

/** What one attempt came to: the receiver's status, or why there was none. */
export type SendOutcome = { statusCode: number } | { error: string };

/**
 * POSTs one signed body to the vetted address, waiting at most `timeoutMilliseconds` for the
 * whole exchange. Redirects are not followed (a 3xx is an answer like any non-2xx), and the
 * receiver's body is read and dropped: only the status counts.
 */
export function sendWebhook(request: {
  url: URL;
  vetted: ResolvedAddress;
  headers: Record<string, string>;
  body: string;
  timeoutMilliseconds: number;
}): Promise<SendOutcome> {
  const client = request.url.protocol === 'https:' ? https : http;
  return new Promise((settle) => {
    const outgoing = client.request(
      request.url,
      {
        method: 'POST',
        headers: {
          ...request.headers,
          'content-length': String(Buffer.byteLength(request.body)),
          'user-agent': 'Facet-Webhooks/1',
        },
        lookup: pinnedLookup(request.vetted),
        signal: AbortSignal.timeout(request.timeoutMilliseconds),
        agent: false,
      },
      (response) => {
        response.resume();
        response.on('end', () => settle({ statusCode: response.statusCode ?? 0 }));
        response.on('error', (error) => settle({ error: error.message }));
      },
    );
    outgoing.on('error', (error) =>
      settle({
        error:
          error.name === 'AbortError' || error.name === 'TimeoutError'
            ? `No answer within ${request.timeoutMilliseconds / 1000} s.`
            : error.message,
      }),
    );
    outgoing.end(request.body);
  });
}
