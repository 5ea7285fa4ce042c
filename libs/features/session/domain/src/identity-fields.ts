import { z } from 'zod';
import { sessionFieldProblems as problems } from './field-problems';
import { isVisibleName } from './visible-name';

/** Trimmed and lower-cased, so one address is one account however it is typed. */
export const emailSchema = z
  .string({ error: problems.required })
  .trim()
  .min(1, { error: problems.required })
  .max(254, { error: problems.emailTooLong })
  .pipe(z.email({ error: problems.emailInvalid }))
  .transform((email) => email.toLowerCase());

/**
 * Letters of any language, spaces, apostrophes, dots and hyphens (spec/product.md §5), in NFC
 * and visible (`isVisibleName`).
 */
export const personNameSchema = z
  .string({ error: problems.required })
  .trim()
  .normalize('NFC')
  .min(1, { error: problems.required })
  .max(45, { error: problems.nameTooLong })
  .regex(/^[\p{L}\p{M}' .-]+$/u, { error: problems.nameInvalid })
  .refine(isVisibleName, { error: problems.nameInvalid });

/**
 * The product's languages. The i18n lib holds the same list, but a domain lib may import only
 * domain libs, so the three codes are repeated here for the server's mail language.
 */
export const sessionLanguages = ['en', 'es', 'pt'] as const;
export type SessionLanguage = (typeof sessionLanguages)[number];
export const languageSchema = z.enum(sessionLanguages, { error: problems.languageInvalid });

/** A one-time link's secret: base64url, as `createSecret` writes it. */
export const oneTimeTokenSchema = z
  .string({ error: problems.required })
  .trim()
  .min(1, { error: problems.required })
  .max(200, { error: 'is not a valid link' });
