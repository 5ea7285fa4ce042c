import { isVisibleName } from '@facet/session-domain';
import { z } from 'zod';

/**
 * Every problem the request schemas (data-rights and contact) can report, as the English text the
 * API sends (`phone: must be 6 to 15 digits`). The web looks a text up here to show it translated.
 */
export const requestFieldProblems = {
  required: 'is required',
  nameTooLong: 'must be at most 45 characters',
  nameInvalid: 'may contain only letters, spaces, apostrophes, dots and hyphens',
  emailInvalid: 'must be a valid e-mail address',
  emailTooLong: 'must be at most 254 characters',
  phonePrefixInvalid: 'must be + followed by 1 to 4 digits',
  phoneInvalid: 'must be 6 to 15 digits',
  messageTooLong: 'must be at most 600 characters',
  rightRequired: 'choose the right you want to exercise',
  entityRequired: 'choose whose data this is about',
  languageInvalid: 'must be one of en, es, pt',
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

/** spec/product.md §9: name at most 45 characters, message at most 600. */
export const requestNameMaxLength = 45;
export const requestMessageMaxLength = 600;

/**
 * Letters of any language, spaces, apostrophes, dots and hyphens: no digits or symbols (§5); in
 * NFC and visible (`isVisibleName`).
 */
export const requestNameSchema = z
  .string({ error: problems.required })
  .trim()
  .normalize('NFC')
  .min(1, { error: problems.required })
  .max(requestNameMaxLength, { error: problems.nameTooLong })
  .regex(/^[\p{L}\p{M}' .-]+$/u, { error: problems.nameInvalid })
  .refine(isVisibleName, { error: problems.nameInvalid });

/** Trimmed and lower-cased, so one address finds one person however it is typed. */
export const requestEmailSchema = z
  .string({ error: problems.required })
  .trim()
  .min(1, { error: problems.required })
  .max(254, { error: problems.emailTooLong })
  .pipe(z.email({ error: problems.emailInvalid }))
  .transform((email) => email.toLowerCase());

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

export const requestLanguages = ['en', 'es', 'pt'] as const;
export type RequestLanguage = (typeof requestLanguages)[number];
export const requestLanguageSchema = z.enum(requestLanguages, { error: problems.languageInvalid });

/** Contact and data-rights request states (spec/product.md §4); `new` is shown as "Sent". */
export const requestStatuses = [
  'new',
  'inProgress',
  'accepted',
  'rejected',
  'pending',
  'contacted',
] as const;
export type RequestStatus = (typeof requestStatuses)[number];
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
