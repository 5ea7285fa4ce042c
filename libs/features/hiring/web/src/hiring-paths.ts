import { positionLinkPath } from '@facet/hiring-domain';

/** Where a candidate takes the assessment once their application is in. */
export const assessmentPath = '/diagnostic';

/** The sign-in page, coming back to the position's page to apply with the account. */
export function signInToApplyPath(token: string): string {
  return `/login?next=${encodeURIComponent(positionLinkPath(token))}`;
}
