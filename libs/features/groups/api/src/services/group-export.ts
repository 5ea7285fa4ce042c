import { type CompanyPrincipal } from '@facet/platform-tenancy';
import { exportGroupResults, type ExportFile, type ResultsExport } from '@facet/profiles-api';
import type { Knex } from 'knex';
import { groupMemberIds } from './group-member-reads';
import { findCompanyGroup } from './groups';

/**
 * GET /groups/export-group-results/{id}: the profiles feature writes the export (results, scales,
 * fit), this feature finds the group in the company (404 for another company's).
 */
export async function exportOfGroup(
  database: Knex,
  principal: CompanyPrincipal,
  groupId: number,
  query: ExportFile,
): Promise<ResultsExport> {
  return exportGroupResults(database, principal, query, async (transaction, companyId) => {
    const group = await findCompanyGroup(transaction, companyId, groupId);
    return {
      group_id: group.group_id,
      name: group.name,
      profile_id: group.profile_id,
      memberIds: groupMemberIds(transaction, group.group_id),
    };
  });
}
