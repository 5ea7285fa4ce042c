import { interviewGuidePath } from '@facet/interview-guides-domain';

/**
 * Where a person's interview guide against a profile opens (issue 39), from the screens profiles
 * lends to the company panel. The guide is a screen of the company panel only: the back office,
 * which mounts these screens under its own `panelPath`, gets no link.
 */
export function interviewGuideHref(
  panelPath: string,
  email: string,
  profileId: number | undefined,
): string | undefined {
  if (profileId === undefined) return undefined;
  const path = interviewGuidePath(email, profileId);
  return path.startsWith(`${panelPath}/`) ? path : undefined;
}
