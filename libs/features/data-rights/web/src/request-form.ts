import {
  requestFieldErrorsOf,
  requestFieldProblemOf,
  type DataRight,
} from '@facet/data-rights-domain';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { useCallback, useState } from 'react';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { dataRightsMessages as messages, requestFieldProblemCatalogue } from './messages';

export type FieldErrors = Partial<Record<string, string>>;

/**
 * One request form's values and the problems the shared zod schema finds, shown once the person
 * has tried to send and updated as they type after that.
 */
export function useRequestForm<Values extends Record<string, string>>(
  schema: z.ZodType,
  initialValues: Values,
) {
  const [values, setValues] = useState(initialValues);
  const [triedToSend, setTriedToSend] = useState(false);
  const fieldErrors: FieldErrors = triedToSend ? requestFieldErrorsOf(schema, values) : {};
  const change = useCallback(
    (field: keyof Values, value: string) =>
      setValues((current) => ({ ...current, [field]: value })),
    [],
  );
  const validate = useCallback((): boolean => {
    setTriedToSend(true);
    return schema.safeParse(values).success;
  }, [schema, values]);
  return { values, setValues, fieldErrors, change, validate };
}

/** A problem text of the shared schemas (or of a 400 answer) in the person's language. */
export function useProblemText(): (problem: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (problem) => {
      if (!problem) return undefined;
      const code = requestFieldProblemOf(problem);
      return code ? intl.formatMessage(requestFieldProblemCatalogue.messages[code]) : problem;
    },
    [intl],
  );
}

/** The field problems of a 400 answer, whose message is `field: problem; field: problem`. */
export function fieldErrorsOfMessage(message: string | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const part of (message ?? '').split('; ')) {
    const separator = part.indexOf(': ');
    if (separator > 0) errors[part.slice(0, separator)] ??= part.slice(separator + 2);
  }
  return errors;
}

const rightMessages = {
  access: messages.rightAccess,
  rectification: messages.rightRectification,
  suppression: messages.rightSuppression,
  objection: messages.rightObjection,
  portability: messages.rightPortability,
  limitation: messages.rightLimitation,
} as const;

export function rightLabel(intl: IntlShape, right: DataRight | null): string {
  return intl.formatMessage(right ? rightMessages[right] : messages.solutionPending);
}

export function dateLabel(intl: IntlShape, date: string): string {
  return intl.formatDate(date, { dateStyle: 'medium' });
}

const requestFailureMessages = {
  403: messages.accessDenied,
  404: messages.notFound,
  409: messages.conflict,
};

/** The spec's data-rights statuses as sentences; a 400 shows the server's own reason. */
export function requestFailureText(
  intl: IntlShape,
  failure: ApiFailure,
  fallback = messages.sendFailed,
): string {
  if (failure.status === 400) return failure.message ?? intl.formatMessage(messages.requestError);
  return failureText(intl, failure, requestFailureMessages, fallback);
}
