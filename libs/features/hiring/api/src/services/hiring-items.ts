import type { HiringItem } from '@facet/hiring-domain';

/**
 * The hiring items of a user or a company: none until the feature has its table. Add its
 * migration in platform-db, declare hiring its owner, then read the rows here through
 * the database the route passes.
 */
export function listHiringItems(_ownerId: number): HiringItem[] {
  return [];
}
