import { useCompanyDataSource } from '@facet/company-web';
import { readApiFailure } from '@facet/platform-api-client';
import { useProfilesDataSource } from '@facet/profiles-web';
import { useParams } from 'react-router';
import { useGroupsDataSource } from '../../groups-data-source';
import { GroupEmployeeView } from './GroupEmployeeView';

/** /company-panel/group/{id}/employee/{email} (and the back office's, with the admin data sources). */
export function GroupEmployeePage() {
  const params = useParams();
  const groupId = Number(params['id']);
  const email = params['email'] ?? '';
  const company = useCompanyDataSource();
  const { panelPath } = company;
  const employee = company.useEmployee(email);
  const group = useGroupsDataSource().useGroup({ id: groupId, page: 1 });
  const results = useProfilesDataSource().useEmployeeResults({ email, page: 1 });
  const groups = useGroupsDataSource().useEmployeeGroups({ email, page: 1 });
  return (
    <GroupEmployeeView
      groupId={groupId}
      email={email}
      name={employee.data?.employee.name}
      groupName={group.data?.group.name}
      panelPath={panelPath}
      results={results.data?.diagnoses ?? []}
      groups={groups.data?.groups ?? []}
      isLoading={results.isLoading || groups.isLoading}
      loadFailure={readApiFailure(results.error ?? groups.error)}
      onRetry={() => {
        void results.refetch();
        void groups.refetch();
      }}
    />
  );
}
