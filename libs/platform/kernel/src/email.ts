import { z } from 'zod';
import { identityFieldProblems as problems } from './identity-problems';

/** RFC 5321's limit on a forward path. */
export const emailMaxLength = 254;

/** Trimmed and lower-cased, so one address is one account however it is typed. */
export const emailSchema = z
  .string({ error: problems.required })
  .trim()
  .min(1, { error: problems.required })
  .max(emailMaxLength, { error: problems.emailTooLong })
  .pipe(z.email({ error: problems.emailInvalid }))
  .transform((email) => email.toLowerCase());
