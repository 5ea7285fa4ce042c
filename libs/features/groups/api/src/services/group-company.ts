import { groupsProblems } from '@facet/groups-domain';
import { problem } from '@facet/platform-http';
import type { Request } from '@hapi/hapi';

/**
 * The company of the group a back-office request names by `group_id` alone (api.md's admin
 * toggle-group-diagnosis sends no `company_id`); 404 when there is no such group.
 */
export async function companyOfNamedGroup(request: Request): Promise<number> {
  const { group_id: groupId } = request.payload as { group_id: number };
  const group = await request.server.app
    .database('groups')
    .where({ id: groupId })
    .first('company_id');
  if (!group) throw problem(groupsProblems.notFound);
  return Number(group.company_id);
}
