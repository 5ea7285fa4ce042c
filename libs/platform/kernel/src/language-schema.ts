import { z } from 'zod';
import { identityFieldProblems as problems } from './identity-problems';
import { languages } from './languages';

/**
 * A language field of a payload. Apart from the list of languages, so that a page needing only
 * the list (the public shell, at first paint) does not load zod with it.
 */
export const languageSchema = z.enum(languages, { error: problems.languageInvalid });
