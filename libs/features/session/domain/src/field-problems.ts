import { identityFieldProblems } from '@facet/platform-kernel';

/**
 * Every problem the session schemas can report, as the English text the API sends
 * (`password: must contain a number`). The web looks a message up here to show it translated,
 * so each text is written once and keyed by a code the web catalogue must cover.
 */
export const sessionFieldProblems = {
  ...identityFieldProblems,
  passwordTooShort: 'must be at least 8 characters',
  passwordTooLong: 'must be at most 128 characters',
  passwordNeedsUppercase: 'must contain an uppercase letter',
  passwordNeedsLowercase: 'must contain a lowercase letter',
  passwordNeedsDigit: 'must contain a number',
  passwordTooCommon: 'is too common; choose one that is harder to guess',
  confirmationMismatch: 'must match the new password',
  newPasswordSameAsCurrent: 'must differ from the current password',
  currentPasswordWrong: 'is not your current password',
  roleInvalid: 'must be manager or admin',
  secondFactorCodeInvalid: 'must be the 6-digit code of your app or a recovery code',
  totpCodeInvalid: 'must be the 6-digit code your app shows',
  secondFactorProofMissing: 'enter a current code or your password',
  passkeyNameTooLong: 'must be at most 60 characters',
} as const;

export type SessionFieldProblem = keyof typeof sessionFieldProblems;

/** The code of a problem text, or undefined for a text no session schema produces. */
export function sessionFieldProblemOf(message: string): SessionFieldProblem | undefined {
  return (Object.keys(sessionFieldProblems) as SessionFieldProblem[]).find(
    (code) => sessionFieldProblems[code] === message,
  );
}
