import { identityFieldProblems, requestStatuses } from '@facet/platform-kernel';
import { z } from 'zod';

/**
 * Every problem the request schemas (data-rights and contact) can report, as the English text the
 * API sends (`phone: must be 6 to 15 digits`). The web looks a text up here to show it translated.
 */
export const requestFieldProblems = {
  ...identityFieldProblems,
  phonePrefixInvalid: 'must be + followed by 1 to 4 digits',
  phoneInvalid: 'must be 6 to 15 digits',
  messageTooLong: 'must be at most 600 characters',
  rightRequired: 'choose the right you want to exercise',
  entityRequired: 'choose whose data this is about',
  statusInvalid: 'is not a request status',
  searchTooShort: 'must be at least 3 characters',
} as const;

export type RequestFieldProblem = keyof typeof requestFieldProblems;

/** The code of a problem text, or undefined for a text no request schema produces. */
export function requestFieldProblemOf(message: string): RequestFieldProblem | undefined {
  return (Object.keys(requestFieldProblems) as RequestFieldProblem[]).find(
    (code) => requestFieldProblems[code] === message,
  );
}

const problems = requestFieldProblems;

/** spec/product.md §9: a message has at most 600 characters. */
export const requestMessageMaxLength = 600;

/** + and 1 to 4 digits (spec/product.md §5). */
export const phonePrefixSchema = z
  .string({ error: problems.required })
  .trim()
  .min(1, { error: problems.required })
  .regex(/^\+\d{1,4}$/, { error: problems.phonePrefixInvalid });

/** 6 to 15 digits; spaces people type between groups are dropped first. */
export const phoneNumberSchema = z
  .string({ error: problems.required })
  .transform((phone) => phone.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: problems.required })
      .regex(/^\d{6,15}$/, { error: problems.phoneInvalid }),
  );

export const requestMessageSchema = z
  .string({ error: problems.required })
  .trim()
  .min(1, { error: problems.required })
  .max(requestMessageMaxLength, { error: problems.messageTooLong });

export const requestStatusSchema = z.enum(requestStatuses, { error: problems.statusInvalid });

/** The problems of each field, for a form: the first problem per top-level field. */
export function requestFieldErrorsOf(
  schema: z.ZodType,
  value: unknown,
): Partial<Record<string, string>> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  const errors: Partial<Record<string, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
