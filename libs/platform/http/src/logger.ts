import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Fields no log line ever shows, wherever a caller puts them: credentials in headers, and
 * passwords and tokens in objects logged whole, at the top level or one level down. The request
 * log writes no header, body or path parameter in the first place (request-log.ts); this is the
 * net under every other line.
 */
export const redactedLogFields: readonly string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...['authorization', 'cookie', '["set-cookie"]'].flatMap((header) => [
    `headers.${header}`,
    `*.headers.${header}`,
  ]),
  ...[
    'authorization',
    'cookie',
    'password',
    'newPassword',
    'token',
    'accessToken',
    'secret',
  ].flatMap((field) => [field, `*.${field}`]),
];

export interface LoggerOptions {
  /** The lowest level written (`LOG_LEVEL`). */
  level: string;
  /** Names the process on every line: `facet-api`, `facet-mail-worker`. */
  service: string;
  /** Where lines go: standard output unless a test reads them. */
  destination?: DestinationStream;
}

/** The one pino logger of every Facet process, with the redaction above on it. */
export function createLogger({ level, service, destination }: LoggerOptions): Logger {
  const options = {
    level,
    base: { service },
    redact: { paths: [...redactedLogFields], censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}
