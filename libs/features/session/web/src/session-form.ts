import { readApiFailure } from '@facet/platform-api-client';
import { useProblemText, useZodForm } from '@facet/platform-web-kit';
import { sessionFieldProblems } from '@facet/session-domain';
import type { z } from 'zod';
import { sessionFieldProblemCatalogue } from './messages';

/** Turns a problem text of the session schemas (or of a 400 answer) into the person's language. */
export function useFieldProblemText(): (problem: string | undefined) => string | undefined {
  return useProblemText(sessionFieldProblems, sessionFieldProblemCatalogue);
}

/** The state of the call a form sends, as RTK Query's mutation hooks report it. */
interface SendState {
  error?: Parameters<typeof readApiFailure>[0];
  isLoading: boolean;
  isSuccess: boolean;
}

/**
 * A session form checked by its schema, with what its view shows of the call: values, problems,
 * pending, done and the failure.
 */
export function useSessionForm<Values extends Record<string, unknown>>(
  schema: z.ZodType,
  initialValues: Values,
  send: SendState,
) {
  const failure = readApiFailure(send.error);
  const form = useZodForm(schema, initialValues, { failure });
  const viewProps = {
    values: form.values,
    fieldErrors: form.fieldErrors,
    isSubmitting: send.isLoading,
    isDone: send.isSuccess,
    failure,
    onChange: form.change,
  };
  return { form, viewProps };
}
