import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** Header names in lower case, values unfolded and decoded. */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpTestServer {
  url: string;
  received: ReceivedMail[];
  /** While set, the server answers every sender with a temporary 451 refusal. */
  refusing: boolean;
  /** Recipients the server rejects for good (550). */
  rejectedRecipients: Set<string>;
  close(): Promise<void>;
}

function decodeWords(value: string): string {
  return value.replace(
    /=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi,
    (_word, encoding: string, encoded: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(encoded, 'base64').toString('utf8')
        : decodeQuotedPrintable(encoded.replace(/_/g, ' ')),
  );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

function splitHead(part: string): [head: string, body: string] {
  const gap = /\r?\n\r?\n/.exec(part);
  return gap ? [part.slice(0, gap.index), part.slice(gap.index + gap[0].length)] : [part, ''];
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

/** Just enough MIME to read what nodemailer writes: a multipart/alternative of text and HTML. */
export function parseMail(raw: string, to: string[]): ReceivedMail {
  const [head, body] = splitHead(raw);
  const headers = parseHeaders(head);
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary
    ? body.split(`--${boundary}`).slice(1, -1)
    : [`content-type: ${headers['content-type']}\r\n\r\n${body}`];
  let text = '';
  let html = '';
  for (const part of parts) {
    const [partHead, partBody] = splitHead(part.replace(/^\r?\n/, ''));
    const partHeaders = parseHeaders(partHead);
    const decoded = decodeBody(partHeaders, partBody.replace(/\r?\n$/, ''));
    if (partHeaders['content-type']?.startsWith('text/plain')) text = decoded;
    if (partHeaders['content-type']?.startsWith('text/html')) html = decoded;
  }
  return { to, headers, subject: headers.subject ?? '', text, html };
}

/** A real SMTP server on loopback, on a free port, keeping what it receives. */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const state = {
    received: [] as ReceivedMail[],
    refusing: false,
    rejectedRecipients: new Set<string>(),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!state.refusing) return callback();
      callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
    },
    onRcptTo(address, _session, callback) {
      if (!state.rejectedRecipients.has(address.address)) return callback();
      callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        state.received.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(state, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** Waits until `condition` holds, checking every 25 ms, or fails after `timeoutMilliseconds`. */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  timeoutMilliseconds = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMilliseconds;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
