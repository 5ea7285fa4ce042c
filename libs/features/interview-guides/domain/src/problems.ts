import { defineProblems } from '@facet/platform-kernel';

/**
 * Why a interview-guides call is refused: each cause once, with its status and the English
 * sentence api.md gives it (docs/decisions.md D78). Services throw
 * `problem(interviewGuidesProblems.itemNotFound)`; the web says each code in the person's
 * language (`interviewGuidesProblemMessages`).
 */
export const interviewGuidesProblems = defineProblems('interview_guides', {
  itemNotFound: { status: 404, message: 'This item does not exist.' },
});
