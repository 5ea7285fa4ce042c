import { languageSchema, type Language, urlIdSchema } from '@facet/platform-kernel';
import { z } from 'zod';
import type { totalPages } from './item-bank';
import { itemById } from './item-bank';
import type { ProtocolValidity } from './protocol-validity';
import { answerScale, type Answer, type ScaleScores } from './scales';

/**
 * Payloads and answers of the diagnoses calls (spec/api.md §7, wire format DESIGN §5), checked by
 * the API routes and typed once for the web.
 */

/** The consent text version a person agrees to (spec/product.md §9). */
export const consentVersion = '1.0.0';

export const launchSchema = z.object({ lang: languageSchema.default('en') });
export type LaunchPayload = z.input<typeof launchSchema>;

/** Restarting the open attempt needs the language it starts again in; no default guesses it. */
export const restartSchema = z.object({ lang: languageSchema });
export type RestartPayload = z.input<typeof restartSchema>;

export const consentSchema = z.object({
  consents: z.literal(true, { error: 'must be true: consent is required to continue' }),
  version: z.literal(consentVersion, { error: `must be ${consentVersion}` }),
});
export type ConsentPayload = z.input<typeof consentSchema>;

const responseSchema = z.object({
  question_id: z
    .string({ error: 'is required' })
    .refine((id) => itemById(id) !== undefined, { error: 'is not a question of the assessment' }),
  answer: z.enum(answerScale, { error: `must be one of ${answerScale.join(', ')}` }),
});

export const submitSchema = z.object({
  responses: z
    .array(responseSchema, { error: 'must be a list of answers' })
    .max(240, { error: 'must hold at most 240 answers' })
    .superRefine((responses, context) => {
      const seen = new Set<string>();
      responses.forEach((response, index) => {
        if (seen.has(response.question_id)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'question_id'],
            message: 'is answered twice in the same request',
          });
        }
        seen.add(response.question_id);
      });
    }),
  lang: languageSchema.default('en'),
  finish: z.boolean({ error: 'must be true or false' }).default(false),
});
export type SubmitPayload = z.input<typeof submitSchema>;

/** `?page` lists the person's results; `?result_id` reads one of them. */
export const resultsQuerySchema = z.object({
  result_id: urlIdSchema.optional(),
  page: urlIdSchema.pipe(z.number().max(1_000_000, { error: 'is too large' })).default(1),
  pageSize: urlIdSchema.pipe(z.number().max(100, { error: 'must be 100 or less' })).default(10),
});

/** The launch answer: every question in one language, where to resume and what is answered. */
export interface LaunchAnswer {
  questions: readonly { question_id: string; text: string; page: number }[];
  page: number;
  totalPages: typeof totalPages;
  answers: Record<string, Answer>;
  /** Whether consent of the current version is recorded; no answer is saved before it is. */
  consented: boolean;
  consentVersion: typeof consentVersion;
  /**
   * The language of the attempt, fixed at its first launch: the statements stay in it until the
   * person restarts the attempt in another one (docs/decisions.md D64).
   */
  lang: Language;
  /** Whether this attempt is the retake of an invalid protocol the company granted. */
  retake: boolean;
}

/**
 * GET /api/diagnoses/progress: where the person's assessment stands, read without opening an
 * attempt or taking a licence. `page` is where a resume lands (the first page with a gap);
 * `latestResultId` is the newest finished result, whatever the state. `waitingForLicence`: not
 * started, and their company (`companyName`) has not assigned them a licence, so a start would be
 * refused (docs/decisions.md D61).
 */
export interface AssessmentProgress {
  state: 'notStarted' | 'waitingForLicence' | 'inProgress' | 'finished';
  /** The person's company, null when they belong to none. */
  companyName: string | null;
  page: number;
  answered: number;
  total: number;
  totalPages: typeof totalPages;
  latestResultId: number | null;
}

/** A saved page: how many answers the session holds and the page to resume at. */
export interface SubmitAnswer {
  answered: number;
  page: number;
}

export interface FinishAnswer {
  result_id: number;
}

export interface ResultSummary {
  result_id: number;
  number: number;
  date: string;
}

export interface ResultsPage {
  results: ResultSummary[];
  page: number;
  totalPages: number;
}

export interface StoredResult extends ResultSummary {
  scores: ScaleScores;
  item_bank_version: string;
  norm_version: string;
  /** The language the protocol was taken in; null for results from before it was recorded. */
  lang: Language | null;
  /** How far the protocol can be read as a description of the person (issue 19). */
  validity: ProtocolValidity;
}
