import { itemCount } from './item-bank';

/**
 * How long a statement takes someone who reads it: 6 seconds, the slowest of the attentive
 * readers' medians the validity rules were calibrated on (6, 4 and 3 s per item, D47), so the
 * time left the questionnaire shows errs long rather than short (docs/decisions.md D64).
 */
export const readingSecondsPerStatement = 6;

/** Whole minutes the remaining statements take at the reading pace, rounded up; 0 when none is left. */
export function minutesLeftFor(remainingStatements: number): number {
  return Math.ceil((Math.max(0, remainingStatements) * readingSecondsPerStatement) / 60);
}

/**
 * How long the whole questionnaire takes at the reading pace (24 minutes): the introduction says
 * it, and the time left under the progress bar starts from it, so the two never disagree (D71).
 */
export const questionnaireMinutes = minutesLeftFor(itemCount);
