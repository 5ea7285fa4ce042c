import { z } from 'zod';
import { identityFieldProblems as problems } from './identity-problems';

/** Languages of the product (spec/product.md §9): of the screens, mail, reports and items. */
export const languages = ['en', 'es', 'pt'] as const;
export type Language = (typeof languages)[number];
export const languageSchema = z.enum(languages, { error: problems.languageInvalid });
