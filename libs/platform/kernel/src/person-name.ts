import { z } from 'zod';
import { identityFieldProblems as problems } from './identity-problems';
import { isVisibleName } from './visible-name';

/** spec/product.md §9: a person's name has at most 45 characters. */
export const personNameMaxLength = 45;

/**
 * A person's name, as people and request senders give it: letters of any language, spaces,
 * apostrophes, dots and hyphens (spec/product.md §5), in NFC so one name is stored one way
 * however it was typed, and visible (`isVisibleName`).
 */
export const personNameSchema = z
  .string({ error: problems.required })
  .trim()
  .normalize('NFC')
  .min(1, { error: problems.required })
  .max(personNameMaxLength, { error: problems.nameTooLong })
  .regex(/^[\p{L}\p{M}' .-]+$/u, { error: problems.nameInvalid })
  .refine(isVisibleName, { error: problems.nameInvalid });
