import { callFailureOf, useGetEmployeeResultsQuery } from '@facet/profiles-web';
import { useParams } from 'react-router';
import { GroupEmployeeView } from './GroupEmployeeView';
import { useGetEmployeeGroupsQuery } from './groups-endpoints';

/** /company-panel/group/{id}/employee/{email}. */
export function GroupEmployeePage() {
  const params = useParams();
  const groupId = Number(params['id']);
  const email = params['email'] ?? '';
  const results = useGetEmployeeResultsQuery({ email, page: 1 });
  const groups = useGetEmployeeGroupsQuery({ email, page: 1 });
  return (
    <GroupEmployeeView
      groupId={groupId}
      email={email}
      results={results.data?.results ?? []}
      groups={groups.data?.groups ?? []}
      isLoading={results.isLoading || groups.isLoading}
      loadFailure={callFailureOf(results.error ?? groups.error)}
      onRetry={() => {
        void results.refetch();
        void groups.refetch();
      }}
    />
  );
}
