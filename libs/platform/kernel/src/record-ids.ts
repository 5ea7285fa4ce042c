import { z } from 'zod';

const wholeNumberProblem = 'must be a whole number';

/**
 * An id in a JSON body: a JSON number that is a positive whole number. A body can carry a
 * number, so nothing else is read as one: `true`, `[1]`, `"1"`, `"0x2"` or `"1e0"` are refused
 * rather than guessed at (ASVS 5.0 V2.2.1).
 */
export const bodyIdSchema = z
  .number({ error: wholeNumberProblem })
  .int({ error: wholeNumberProblem })
  .min(1, { error: 'must be 1 or more' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'is too large' });

/**
 * A positive whole number in a path or query string (an id, a page), where every value arrives
 * as text: decimal digits only, so `0x2`, `1e0`, ` 1 ` or a repeated parameter are refused.
 */
export const urlIdSchema = z
  .union([z.number(), z.string().regex(/^\d+$/, { error: wholeNumberProblem })], {
    error: wholeNumberProblem,
  })
  .transform((value) => Number(value))
  .pipe(bodyIdSchema);
