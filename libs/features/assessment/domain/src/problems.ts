import { defineProblems } from '@facet/platform-kernel';

/**
 * Why the assessment cannot go on (spec/api.md §8: the message is what the screen shows). Launch,
 * consent and submit refuse for the same reasons, so each is declared once.
 */
export const assessmentProblems = defineProblems('assessment', {
  noCompany: {
    status: 403,
    message:
      'You are not part of a company, so you cannot take the assessment yet. Ask your company to invite you.',
  },
  noPermission: {
    status: 403,
    message:
      'Your company has not given you permission to take the assessment. Ask your manager for a licence.',
  },
  noLicencesLeft: {
    status: 402,
    message: 'Your company has no licences left. Ask your company administrator to add licences.',
  },
  alreadyFinished: {
    status: 409,
    message: 'You have already finished the assessment. Your results are in your account.',
  },
  languageNotOffered: {
    status: 400,
    message: ({ offered }: { offered: string }) =>
      `This assessment is offered in these languages only: ${offered}.`,
  },
  notLaunched: {
    status: 404,
    message: 'There is no assessment in progress. Start the assessment first.',
  },
  consentRequired: {
    status: 403,
    message: 'Consent to the processing of your answers is required before they are saved.',
  },
  resultNotFound: { status: 404, message: 'Result not found.' },
  unanswered: {
    status: 400,
    message: ({
      itemCount,
      unanswered,
      firstPage,
    }: {
      itemCount: number;
      unanswered: number;
      firstPage: number;
    }) =>
      `Answer all ${itemCount} questions before finishing: ${unanswered} still unanswered (from page ${firstPage}).`,
  },
});
