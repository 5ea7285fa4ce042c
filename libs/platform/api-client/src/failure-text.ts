import {
  accessProblems,
  requestProblems,
  type Problem,
  type ProblemCode,
} from '@facet/platform-kernel';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { apiClientCatalogue } from './catalogue';
import type { ApiFailure } from './errors';

const { messages } = apiClientCatalogue;

/**
 * A screen's sentences for the causes of a failed call, keyed by problem code
 * (`company.last_admin`). A status cannot key it: one status has several causes, each with its
 * own sentence.
 */
export type ProblemMessages = {
  readonly [code: ProblemCode]: MessageDescriptor;
  readonly [status: number]: never;
};

/**
 * The sentences of all of a feature's declared problems, one per code, from its web catalogue
 * (so in every language); a problem without one is a type error.
 */
export function problemMessages<Declared extends Record<string, Problem>>(
  problems: Declared,
  sentences: { readonly [Name in keyof Declared]: MessageDescriptor },
): { readonly [Name in keyof Declared as Declared[Name]['code']]: MessageDescriptor } {
  return Object.fromEntries(
    Object.entries(problems).map(([name, declared]) => [declared.code, sentences[name]]),
  ) as { readonly [Name in keyof Declared as Declared[Name]['code']]: MessageDescriptor };
}

/** The platform's own refusals, which any call may meet: a lost session, a refused value. */
export const platformProblemMessages: ProblemMessages = {
  ...problemMessages(accessProblems, {
    signInAgain: messages.signInAgain,
    roleRequired: messages.roleRequired,
    companyNotFound: messages.companyNotFound,
    singleSignOnRequired: messages.singleSignOnRequired,
  }),
  ...problemMessages(requestProblems, {
    invalid: messages.requestInvalid,
    tooLarge: messages.requestTooLarge,
    rateLimited: messages.tooManyRequests,
    outOfRange: messages.requestInvalid,
    disallowedCharacter: messages.disallowedCharacter,
    alreadyExists: messages.alreadyExists,
    relatedRecord: messages.relatedRecord,
    changedMeanwhile: messages.changedMeanwhile,
  }),
};

/** What any call's failure with these statuses means to the person, whatever the call was. */
const sharedFailureMessages: Partial<Record<number, MessageDescriptor>> = {
  429: messages.tooManyRequests,
  503: messages.serverUnavailable,
};

/**
 * The sentence a screen shows for a failed call, translated: its own for the cause the server
 * names by code, then the platform's for a cause any call may meet, then the shared one for an
 * unreachable server or too many attempts, else the call's default. The server's message
 * (English, sometimes internal) is never shown to a person.
 */
export function failureText(
  intl: IntlShape,
  failure: ApiFailure,
  byCode: ProblemMessages,
  fallback: MessageDescriptor,
): string {
  const code = failure.code as ProblemCode | undefined;
  const forCode = code === undefined ? undefined : (byCode[code] ?? platformProblemMessages[code]);
  return intl.formatMessage(forCode ?? sharedFailureMessages[failure.status] ?? fallback);
}
