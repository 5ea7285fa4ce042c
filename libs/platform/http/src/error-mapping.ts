import Boom from '@hapi/boom';
import type { Request, ResponseToolkit, Server } from '@hapi/hapi';
import { accessProblems, requestProblems, type Problem } from '@facet/platform-kernel';

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** Which of a status's causes it was (`webhook.host_unresolved`), where a screen tells them apart. */
  code?: string;
}

/** Where `withProblemCode` keeps the code on a Boom until the answer is written. */
const problemCodes = new WeakMap<Boom.Boom, string>();

/**
 * Marks a deliberate refusal with the code of its cause, so that the web can say that cause in
 * the person's language instead of one sentence per status. The answer keeps api.md's three
 * fields and adds `code`.
 */
export function withProblemCode<Refusal extends Boom.Boom>(boom: Refusal, code: string): Refusal {
  problemCodes.set(boom, code);
  return boom;
}

/** The details a declared problem's sentence names, if it names any. */
type ProblemDetails<Message> = Message extends (details: infer Details) => string
  ? [details: Details]
  : [];

/**
 * The refusal for a declared problem (`throw problem(companyProblems.lastAdmin)`): its status,
 * its English sentence and its code, from the feature's one declaration. The only way feature
 * code refuses a call, so that every refusal names its cause for the web.
 */
export function problem<Declared extends Problem>(
  declared: Declared,
  ...details: ProblemDetails<Declared['message']>
): Boom.Boom {
  const message =
    typeof declared.message === 'string' ? declared.message : declared.message(details[0] as never);
  return withProblemCode(new Boom.Boom(message, { statusCode: declared.status }), declared.code);
}

const unexpectedMessage = 'An unexpected error occurred. Please try again later.';
const unavailableMessage = 'The service is briefly unavailable. Please try again in a moment.';

/**
 * SQLSTATEs and socket errors of a database that is down, restarting or out of connections: the
 * request was fine and may succeed in a moment, so it is a 503, not a 500.
 */
const databaseUnavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
  '57P01',
  '57P02',
  '57P03',
]);

const lostConnectionMessage =
  /Connection terminated|Connection ended unexpectedly|Client has encountered a connection error|Transaction query already complete/;

function isDatabaseUnavailable(error: unknown): boolean {
  const { code, name, message } = (error ?? {}) as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
  };
  if (typeof code === 'string' && databaseUnavailableCodes.has(code)) return true;
  // No free pooled connection in time.
  if (name === 'KnexTimeoutError') return true;
  // node-postgres seeing the server close the socket, and every later query on that client
  // (knex puts the SQL before the message); knex refusing a query of a transaction whose
  // connection was ended under it mid-request.
  return typeof message === 'string' && lostConnectionMessage.test(message);
}

/**
 * The one place where failures become answers (DESIGN §2): `{ statusCode, error, message }`
 * (and `code` where a refusal names its cause),
 * the message of a deliberate Boom error kept for the screen, anything unexpected logged with its
 * stack and answered with a plain sentence. Database constraint breaches are the caller's fault,
 * so they become 409 or 400 instead of 500; a database that cannot be reached is a 503 that the
 * caller may retry.
 */
export const disallowedCharacterMessage = requestProblems.disallowedCharacter.message;
export const concurrentChangeMessage = requestProblems.changedMeanwhile.message;

export const outOfRangeMessage = requestProblems.outOfRange.message;
/** SQLSTATE class 22, "data exception". */
const dataExceptionCode = /^22[0-9A-Z]{3}$/;

/** The SQLSTATE of a data exception, or undefined for any other failure. */
function dataExceptionOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && dataExceptionCode.test(code) ? code : undefined;
}

export function toBoom(error: unknown): Boom.Boom {
  // Hapi turns an error thrown by a handler into a 500 Boom of the same object before this runs,
  // so a PostgreSQL error still carries its SQLSTATE code here.
  if (Boom.isBoom(error) && !error.isServer) return error;
  const code = (error as { code?: unknown })?.code;
  if (code === '23505') return problem(requestProblems.alreadyExists);
  if (code === '23503') return problem(requestProblems.relatedRecord);
  if (code === '23514') return problem(requestProblems.outOfRange);
  // Two calls changed the same rows at once and PostgreSQL rolled this one back whole: nothing
  // changed, and the caller may simply try again.
  if (code === '40P01' || code === '40001') return problem(requestProblems.changedMeanwhile);
  // A NUL byte or a character PostgreSQL cannot store in text, e.g. from a fuzzer or a bad paste.
  if (code === '22021' || code === '22P05') return problem(requestProblems.disallowedCharacter);
  // Every other data exception (class 22: a date, number or text PostgreSQL cannot take) comes
  // from a value the caller sent that a schema let through; the schemas are the first line
  // (security review N3), this is the backstop that keeps such a value from answering 500.
  if (dataExceptionOf(error)) return problem(requestProblems.outOfRange);
  if (isDatabaseUnavailable(error)) {
    const unavailable = Boom.serverUnavailable(unavailableMessage);
    unavailable.output.headers['Retry-After'] = '5';
    return unavailable;
  }
  return Boom.isBoom(error) ? error : Boom.internal(unexpectedMessage, error);
}

/**
 * A 401 of the authentication step (the route wants a credential and got no valid one), told
 * apart from a handler's own 401, which keeps its message. The challenge keeps its scheme and
 * loses the library's reason.
 */
function withoutAuthenticationDetail(request: Request, boom: Boom.Boom): Boom.Boom {
  // Hapi leaves `mode` null on a route without authentication, whatever its types say.
  const routeAuthenticates = (request.auth.mode as string | null) !== null;
  if (boom.output.statusCode !== 401 || !routeAuthenticates || request.auth.isAuthenticated) {
    return boom;
  }
  const refused = problem(accessProblems.signInAgain);
  const scheme = String(boom.output.headers['WWW-Authenticate'] ?? '').split(' ')[0];
  if (scheme) refused.output.headers['WWW-Authenticate'] = scheme;
  return refused;
}

/**
 * The code of a refusal: the one it was thrown with, else that of a request hapi itself refused
 * as too large, which no feature code sees.
 */
function problemCodeOf(boom: Boom.Boom): string | undefined {
  return (
    problemCodes.get(boom) ??
    (boom.output.statusCode === 413 ? requestProblems.tooLarge.code : undefined)
  );
}

export function registerErrorMapping(server: Server): void {
  server.ext('onPreResponse', (request: Request, h: ResponseToolkit) => {
    const response = request.response;
    if (!Boom.isBoom(response) && !(response instanceof Error)) return h.continue;
    const boom = withoutAuthenticationDetail(request, toBoom(response));
    const statusCode = boom.output.statusCode;
    const refusedByDatabase = dataExceptionOf(response);
    // Through the request's pino logger, so the cause is serialised with its message and stack.
    if (statusCode === 503) {
      request.logger.warn({ err: response }, 'Answered 503: a service it needs is unavailable');
    } else if (statusCode >= 500) {
      request.logger.error({ err: response }, 'Answered 500: unexpected error');
    } else if (refusedByDatabase) {
      // A 400 for the caller, and a schema that should have refused the value first.
      request.logger.warn(
        { code: refusedByDatabase },
        'Answered 400 for a value the database refused',
      );
    }
    const code = statusCode < 500 ? problemCodeOf(boom) : undefined;
    const body: ErrorBody = {
      statusCode,
      error: boom.output.payload.error,
      // Boom already hides the text of a 500; other statuses carry a message meant for people.
      message: statusCode === 500 ? unexpectedMessage : boom.output.payload.message,
      ...(code !== undefined && { code }),
    };
    const answer = h.response(body).code(statusCode);
    for (const [name, value] of Object.entries(boom.output.headers)) {
      if (value !== undefined) answer.header(name, String(value));
    }
    return answer;
  });
}
