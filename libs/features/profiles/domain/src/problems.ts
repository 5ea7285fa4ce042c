import { defineProblems } from '@facet/platform-kernel';

/** Why a call on profiles, rankings or employee results is refused; the web says each in the person's language. */
export const profilesProblems = defineProblems('profiles', {
  notFound: { status: 404, message: 'This profile does not exist in your company.' },
  globalReadOnly: {
    status: 403,
    message: 'Profiles offered by the platform are read-only; create a profile of your own.',
  },
  nameExists: { status: 409, message: 'A profile with this name already exists.' },
  nameUnavailable: {
    status: 422,
    message: 'This name is unavailable: another profile already uses it.',
  },
  changedMeanwhile: {
    status: 409,
    message:
      'Someone changed this profile after you opened it; reload it and make your changes again.',
  },
  resultNotFound: {
    status: 404,
    message: 'This result does not exist for this employee of your company.',
  },
  notRanked: {
    status: 404,
    message: 'Some of these people are not members of your company with a result.',
  },
  notAMember: { status: 404, message: 'This person is not a member of your company.' },
  groupNotFound: { status: 404, message: 'This group does not exist in your company.' },
  positionNotFound: { status: 404, message: 'This position does not exist in your company.' },
  retakeNotInvalid: {
    status: 409,
    message: 'Only an invalid protocol can be taken again without a new licence.',
  },
  retakeAlreadyGranted: {
    status: 409,
    message: 'A retake of this result has already been granted.',
  },
  retakeNotLatest: {
    status: 409,
    message: 'Only the latest result of this person can be retaken.',
  },
  canAlreadyTake: { status: 409, message: 'This person can already take the assessment.' },
});
