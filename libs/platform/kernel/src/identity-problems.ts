/**
 * The problems the kernel's field schemas report, as the English text the API sends
 * (`email: must be a valid e-mail address`). Each feature's problem list spreads these in, so a
 * web catalogue that translates a feature's problems covers the shared ones too.
 */
export const identityFieldProblems = {
  required: 'is required',
  emailInvalid: 'must be a valid e-mail address',
  emailTooLong: 'must be at most 254 characters',
  nameTooLong: 'must be at most 45 characters',
  nameInvalid: 'may contain only letters, spaces, apostrophes, dots and hyphens',
  languageInvalid: 'must be one of en, es, pt',
} as const;
