import type { InterviewGuidesItem } from '@facet/interview-guides-domain';

/**
 * The interview-guides items of a user or a company: none until the feature has its table. Add its
 * migration in platform-db, declare interview-guides its owner, then read the rows here through
 * the database the route passes.
 */
export function listInterviewGuidesItems(_ownerId: number): InterviewGuidesItem[] {
  return [];
}
