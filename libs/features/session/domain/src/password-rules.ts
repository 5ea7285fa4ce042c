import { z } from 'zod';
import { isCommonPassword } from './common-passwords';
import { sessionFieldProblems as problems } from './field-problems';

export const minimumPasswordLength = 8;
/** argon2 takes any length; the cap only keeps a request from hashing megabytes. */
export const maximumPasswordLength = 128;

/**
 * A new password (spec/product.md §5): at least 8 characters with an uppercase letter, a
 * lowercase letter and a number, and not one of the most common passwords. Every rule reports,
 * so a form lists all that is missing at once.
 */
export const newPasswordSchema = z
  .string({ error: problems.required })
  .min(minimumPasswordLength, { error: problems.passwordTooShort })
  .max(maximumPasswordLength, { error: problems.passwordTooLong })
  .regex(/\p{Lu}/u, { error: problems.passwordNeedsUppercase })
  .regex(/\p{Ll}/u, { error: problems.passwordNeedsLowercase })
  .regex(/\p{Nd}/u, { error: problems.passwordNeedsDigit })
  .refine((password) => !isCommonPassword(password), { error: problems.passwordTooCommon });

/**
 * A password typed to prove who someone is: only its presence and size are checked, so an
 * account whose password predates a rule can still sign in.
 */
export const currentPasswordSchema = z
  .string({ error: problems.required })
  .min(1, { error: problems.required })
  .max(maximumPasswordLength, { error: problems.passwordTooLong });
