import type { ApiFailure } from '@facet/platform-api-client';
import { fieldErrorsOf, sessionFieldProblemOf } from '@facet/session-domain';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { sessionFieldProblemCatalogue } from './messages';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * The state of one session form: its values and the problems the shared zod schema finds,
 * shown once the person has tried to send it and updated as they type after that.
 */
export function useSessionForm<Values extends Record<string, string | boolean>>(
  schema: z.ZodType,
  initialValues: Values,
) {
  const [values, setValues] = useState(initialValues);
  const [triedToSend, setTriedToSend] = useState(false);
  const fieldErrors = (triedToSend ? fieldErrorsOf(schema, values) : {}) as FieldErrors<
    Extract<keyof Values, string>
  >;
  const change = useCallback(
    <Field extends keyof Values>(field: Field, value: Values[Field]) =>
      setValues((current) => ({ ...current, [field]: value })),
    [],
  );
  /** Marks the form as sent and answers whether the values pass the schema. */
  const validate = useCallback((): boolean => {
    setTriedToSend(true);
    return schema.safeParse(values).success;
  }, [schema, values]);
  return { values, fieldErrors, change, validate };
}

/** Turns a problem text of the shared schemas (or of a 400 answer) into the person's language. */
export function useFieldProblemText(): (problem: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (problem) => {
      if (!problem) return undefined;
      const code = sessionFieldProblemOf(problem);
      return code ? intl.formatMessage(sessionFieldProblemCatalogue.messages[code]) : problem;
    },
    [intl],
  );
}

/** The field problems of a 400 answer: its message is `field: problem; field: problem`. */
export function fieldErrorsOfFailure(failure: ApiFailure | undefined): Record<string, string> {
  if (failure?.status !== 400 || !failure.message) return {};
  const errors: Record<string, string> = {};
  for (const part of failure.message.split('; ')) {
    const separator = part.indexOf(': ');
    if (separator > 0) errors[part.slice(0, separator)] ??= part.slice(separator + 2);
  }
  return errors;
}
