import { z } from 'zod';

/** Every back-office search starts at this many characters (spec/product.md §5). */
export const minimumSearchLength = 3;

export const searchTermSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(minimumSearchLength, { error: `must be at least ${minimumSearchLength} characters` })
  .max(100, { error: 'must be at most 100 characters' });
