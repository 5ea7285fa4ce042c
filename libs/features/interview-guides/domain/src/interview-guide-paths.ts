/**
 * The company panel's address of a person's interview guide, with the profile when one is chosen;
 * the screens of other features (the employee result, the ranking) link to it through this.
 */
export function interviewGuidePath(email: string, profileId?: number): string {
  const path = `/company-panel/employee/${encodeURIComponent(email)}/interview-guide`;
  return profileId === undefined ? path : `${path}?profile=${profileId}`;
}
