/** Team members for tests of the team view; not part of the shipped API. */
import { currentNorms, type ValidityStatus } from '@facet/assessment-domain';
import { scoresWith } from '@facet/assessment-domain/testing';
import type { TeamMemberInput } from './team-view';

/** A member whose result, if any, has every facet at `result.facet` under the current norms. */
export function teamMember(
  id: number,
  name: string,
  result: { facet: number; validity: ValidityStatus } | null,
): TeamMemberInput {
  return {
    user_id: id,
    name,
    email: `${name.toLowerCase()}@acme.example`,
    result: result && {
      result_id: 100 + id,
      scores: scoresWith(result.facet),
      norm_version: currentNorms.version,
      validity: result.validity,
    },
  };
}
