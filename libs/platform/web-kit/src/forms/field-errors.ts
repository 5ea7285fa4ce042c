import type { ApiFailure } from '@facet/platform-api-client';
import type { z } from 'zod';

/** A form's problems by field name, as the schema or the server words them (untranslated). */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/** The first problem the schema finds in each top-level field. */
export function fieldErrorsOf(schema: z.ZodType, values: unknown): FieldErrors {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    errors[String(issue.path[0] ?? '')] ??= issue.message;
  }
  return errors;
}

/**
 * The field problems of a 400 answer, whose message is `field: problem; field: problem` (the
 * API's validation failure); any other failure names no field.
 */
export function fieldErrorsOfFailure(failure: ApiFailure | undefined): FieldErrors {
  if (failure?.status !== 400 || !failure.message) return {};
  const errors: FieldErrors = {};
  for (const part of failure.message.split('; ')) {
    const separator = part.indexOf(': ');
    if (separator > 0) errors[part.slice(0, separator)] ??= part.slice(separator + 2);
  }
  return errors;
}
