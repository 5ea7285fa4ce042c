import { defineProblems } from '@facet/platform-kernel';

/**
 * Why an interview guide is refused: each cause once, with its status and English sentence
 * (docs/decisions.md D78). Services throw `problem(interviewGuidesProblems.noResult)`; the web
 * says each code in the person's language (`interviewGuidesProblemMessages`).
 */
export const interviewGuidesProblems = defineProblems('interview_guides', {
  profileNotFound: { status: 404, message: 'This profile does not exist in your company.' },
  noResult: {
    status: 404,
    message: 'This person has no result taken under your company.',
  },
});
