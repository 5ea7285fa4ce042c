import { requestProblems } from '@facet/platform-kernel';
import { z } from 'zod';
import { problem } from './error-mapping';

/** One line per problem, naming the field, e.g. `email: must be a valid e-mail address`. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}

/**
 * Parses synchronously, which costs far less per request than zod's asynchronous parse, unless
 * the schema holds an asynchronous check (zod then says so by throwing its async error).
 */
function parseWith<Schema extends z.ZodType>(schema: Schema, value: unknown) {
  try {
    return schema.safeParse(value);
  } catch (error) {
    if (error instanceof z.core.$ZodAsyncError) return schema.safeParseAsync(value);
    throw error;
  }
}

/**
 * Adapts a zod schema (kept once in a feature's domain/, shared with the web forms) to a Hapi
 * route validator: the parsed value replaces the raw input, a failure is a 400 naming the field.
 */
export function zodValidator<Schema extends z.ZodType>(schema: Schema) {
  const validate = async (value: unknown): Promise<z.output<Schema>> => {
    const parsed = await parseWith(schema, value ?? {});
    if (!parsed.success)
      throw problem(requestProblems.invalid, { issues: describeIssues(parsed.error.issues) });
    return parsed.data;
  };
  // Kept on the function so the OpenAPI description is generated from the same schema.
  return Object.assign(validate, { schema });
}

/** The zod schema behind a route validator made by `zodValidator`, if it is one. */
export function schemaOfValidator(validator: unknown): z.ZodType | undefined {
  if (typeof validator !== 'function' || !('schema' in validator)) return undefined;
  return validator.schema as z.ZodType;
}
