/**
 * What the person reads when the assessment cannot go on (spec/api.md §8: the message is what the
 * screen shows). Kept in one place because launch, consent and submit refuse for the same reasons.
 */
export const assessmentMessages = {
  noCompany:
    'You are not part of a company, so you cannot take the assessment yet. Ask your company to invite you.',
  noPermission:
    'Your company has not given you permission to take the assessment. Ask your manager for a licence.',
  noLicencesLeft:
    'Your company has no licences left. Ask your company administrator to add licences.',
  alreadyFinished: 'You have already finished the assessment. Your results are in your account.',
  notLaunched: 'There is no assessment in progress. Start the assessment first.',
  consentRequired: 'Consent to the processing of your answers is required before they are saved.',
  resultNotFound: 'Result not found.',
} as const;
