import { defineProblems } from '@facet/platform-kernel';

/**
 * Why a hiring call is refused: each cause once, with its status and the English
 * sentence api.md gives it (docs/decisions.md D78). Services throw
 * `problem(hiringProblems.itemNotFound)`; the web says each code in the person's
 * language (`hiringProblemMessages`).
 */
export const hiringProblems = defineProblems('hiring', {
  itemNotFound: { status: 404, message: 'This item does not exist.' },
});
