import { z } from 'zod';
import { sessionFieldProblems as problems } from './field-problems';

/** A one-time link's secret: base64url, as `createSecret` writes it. */
export const oneTimeTokenSchema = z
  .string({ error: problems.required })
  .trim()
  .min(1, { error: problems.required })
  .max(200, { error: 'is not a valid link' });
