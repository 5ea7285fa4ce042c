import {
  requestFieldErrorsOf,
  requestFieldProblemOf,
  type DataRight,
  type RequestStatus,
} from '@facet/data-rights-domain';
import { designSystemCatalogue } from '@facet/design-system';
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

/** A failed call as the views take it. */
export interface CallFailure {
  status: number;
  message?: string;
}

/** The spec's data-rights statuses as sentences: 400, 403, 404, else a generic failure. */
export function failureText(intl: IntlShape, failure: CallFailure, fallback = messages.sendFailed) {
  if (failure.status === 403) return intl.formatMessage(messages.accessDenied);
  if (failure.status === 404) return intl.formatMessage(messages.notFound);
  if (failure.status === 409) return intl.formatMessage(messages.conflict);
  if (failure.status === 400) return failure.message ?? intl.formatMessage(messages.requestError);
  return intl.formatMessage(fallback);
}

const statusMessages = {
  new: designSystemCatalogue.messages.requestNew,
  inProgress: designSystemCatalogue.messages.requestInProgress,
  accepted: designSystemCatalogue.messages.requestAccepted,
  rejected: designSystemCatalogue.messages.requestRejected,
  pending: designSystemCatalogue.messages.requestPending,
  contacted: designSystemCatalogue.messages.requestContacted,
} as const;

/** A request status as the status badge names it (`new` is "Sent"). */
export function statusLabel(intl: IntlShape, status: RequestStatus): string {
  return intl.formatMessage(statusMessages[status]);
}
