import type { ApiFailure } from '@facet/platform-api-client';
import { sessionProblems } from '@facet/session-domain';

/** The causes that make a set-password link useless: the person needs a new one. */
export const passwordDeadLinkCodes: ReadonlySet<string> = new Set([
  sessionProblems.linkInvalid.code,
  sessionProblems.linkUsed.code,
  sessionProblems.linkExpired.code,
  sessionProblems.accountGone.code,
]);

/**
 * The causes that make a registration link useless: besides a dead link, an address that already
 * has an account, whose owner signs in instead.
 */
export const registrationDeadLinkCodes: ReadonlySet<string> = new Set([
  ...passwordDeadLinkCodes,
  sessionProblems.registrationLinkUsed.code,
  sessionProblems.registrationLinkExpired.code,
  sessionProblems.emailInUse.code,
]);

/** Whether a form's failed call means its e-mailed link can no longer be used. */
export function isDeadLinkFailure(
  failure: ApiFailure | undefined,
  deadLinkCodes: ReadonlySet<string>,
): boolean {
  return failure?.code !== undefined && deadLinkCodes.has(failure.code);
}
