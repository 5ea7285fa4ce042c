import type { Domain, Facet } from '@facet/assessment-domain';
import type { Language } from '@facet/platform-kernel';

/**
 * One text in every language of the product. A domain lib may not import the i18n platform lib
 * (eslint's layer rules), so the bank is plain text here and the web and the server each make
 * their catalogue of it (`questionBankEntries`, D89).
 */
export type Translations = Readonly<Record<Language, string>>;

/**
 * The scales an interview guide asks about: the five domains and thirty facets. The PEN scales
 * are left out: they re-weigh the same answers as the domains and have no behaviour of their own
 * an interviewer could ask about.
 */
export type ProbedScale = Domain | Facet;

/**
 * Which side of the profile's range a score fell on. A score above the range is probed for what
 * a high standing costs in the role, a score below it for what a low standing costs.
 */
export const probeDirections = ['high', 'low'] as const;
export type ProbeDirection = (typeof probeDirections)[number];

/**
 * What the interviewer asks about one scale in one direction: behavioural questions ("Tell me about
 * a time…") that let the candidate show the behaviour the score predicts or its opposite, and what
 * a strong and a weak answer sound like. Written for an interviewer, not the candidate.
 */
export interface InterviewProbe {
  /** One sentence: the behaviour the questions look for. */
  readonly focus: Translations;
  /** Two or three behavioural questions, the most telling first. */
  readonly questions: readonly Translations[];
  /** What a strong answer sounds like: concrete, owned, with a result. */
  readonly strong: Translations;
  /** What a weak answer sounds like. */
  readonly weak: Translations;
  /**
   * Where the idea of the questions comes from (a published construct definition, a
   * structured-interview or competency source), for the reviewer of the bank.
   */
  readonly source: string;
}

/** A part of the bank: the probes of some scales, both directions each. */
export type QuestionBankPart = {
  readonly [Scale in ProbedScale]?: Readonly<Record<ProbeDirection, InterviewProbe>>;
};
