import type { Domain, Facet, Level } from '@facet/assessment-domain';

/** The two ends of a scale: a low score and a high score. */
export type Pole = 'low' | 'high';

/**
 * What the person's "profile at a glance" says in one language, in the second person: each
 * domain's two poles in plain words, a strength and a watch-out at each pole of every facet (both
 * ends have both: a low score is not a defect), and what each domain's level tends to mean at
 * work. Every key exists in every language: a missing one is a type error.
 */
export interface AtAGlanceText {
  poles: Record<Domain, Record<Pole, string>>;
  strengths: Record<Facet, Record<Pole, string>>;
  watchOuts: Record<Facet, Record<Pole, string>>;
  atWork: Record<Domain, Record<Level, string>>;
}
