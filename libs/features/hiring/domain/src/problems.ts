import { defineProblems } from '@facet/platform-kernel';

/**
 * Why a hiring call is refused: each cause once, with its status and English sentence
 * (docs/decisions.md D78, D90). Services throw `problem(hiringProblems.positionFull)`; the web
 * says each code in the person's language.
 */
export const hiringProblems = defineProblems('hiring', {
  positionNotFound: { status: 404, message: 'This position does not exist in your company.' },
  profileNotFound: { status: 404, message: 'This profile does not exist in your company.' },
  groupNotFound: { status: 404, message: 'This group does not exist in your company.' },
  notEnoughLicences: {
    status: 409,
    message: ({ available, needed }: { available: number; needed: number }) =>
      `Your company has ${available} licences left; this position needs ${needed}.`,
  },
  capBelowApplications: {
    status: 409,
    message: ({ taken }: { taken: number }) =>
      `${taken} people have already applied; the cap cannot be lower.`,
  },
  closingBeforeOpening: { status: 400, message: 'The closing must be after the opening.' },
  closedPositionUnchanged: {
    status: 409,
    message: 'This position is closed and can no longer be changed.',
  },
  linkNotFound: { status: 404, message: 'This position link does not exist.' },
  positionClosed: { status: 410, message: 'This position is closed to new applications.' },
  positionNotYetOpen: { status: 409, message: 'This position does not take applications yet.' },
  positionFull: { status: 409, message: 'This position has all the applicants it can take.' },
  signInToApply: {
    status: 409,
    message: 'Please sign in to apply with your account.',
  },
  alreadyApplied: { status: 409, message: 'You have already applied to this position.' },
  confirmationInvalid: {
    status: 404,
    message: 'This confirmation link is not valid. Please register again.',
  },
  confirmationUsed: { status: 410, message: 'This confirmation link has already been used.' },
  confirmationExpired: {
    status: 410,
    message: 'This confirmation link has expired. Please register again.',
  },
  applicationNotFound: { status: 404, message: 'This application does not exist.' },
});
