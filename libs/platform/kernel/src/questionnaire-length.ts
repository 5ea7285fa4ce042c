/**
 * How many statements the questionnaire has: the IPIP-NEO item bank's 240. The item bank itself
 * (assessment-domain) is checked to hold exactly this many; pages that only state the length,
 * such as the public landing, read it here without loading the bank.
 */
export const questionnaireStatementCount = 240;

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
 * How long the whole questionnaire takes at the reading pace (24 minutes): the landing and the
 * introduction say it, and the time left under the progress bar starts from it, so none of them
 * disagree (D71).
 */
export const questionnaireMinutes = minutesLeftFor(questionnaireStatementCount);
