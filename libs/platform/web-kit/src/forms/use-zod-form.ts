import type { ApiFailure } from '@facet/platform-api-client';
import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { fieldErrorsOf, fieldErrorsOfFailure, type FieldErrors } from './field-errors';

export interface ZodFormOptions {
  /** The last failed send: a 400 answer's field problems show beside the fields. */
  failure?: ApiFailure | undefined;
}

/**
 * One form's values checked by the shared zod schema. Problems show once the person has tried to
 * send, and follow their typing after that; the schema's problems win over the server's, which
 * describe values already changed.
 */
export function useZodForm<Values extends Record<string, unknown>>(
  schema: z.ZodType,
  initialValues: Values,
  { failure }: ZodFormOptions = {},
) {
  const [values, setValues] = useState(initialValues);
  const [triedToSend, setTriedToSend] = useState(false);
  const fieldErrors = {
    ...fieldErrorsOfFailure(failure),
    ...(triedToSend ? fieldErrorsOf(schema, values) : {}),
  } as FieldErrors<Extract<keyof Values, string>>;
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
  /** Forgets the values and the attempt, as after a successful send. */
  const reset = useCallback(() => {
    setValues(initialValues);
    setTriedToSend(false);
  }, [initialValues]);
  return { values, setValues, fieldErrors, triedToSend, change, validate, reset };
}
