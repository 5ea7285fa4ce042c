import { companyApi } from '@facet/company-web';
import { showToast } from '@facet/design-system';
import { callFailureOf, useGetProfilesQuery } from '@facet/profiles-web';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  useCreateGroupMutation,
  useDeleteGroupMutation,
  useGetGroupsQuery,
} from './groups-endpoints';
import { GroupsTableView } from './GroupsTableView';
import { groupsMessages as messages } from './messages';

/** The Groups tab of /company-panel. */
export function GroupsTab() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const groups = useGetGroupsQuery(page);
  const profiles = useGetProfilesQuery({ page: 1, pageSize: 100 });
  const company = companyApi.endpoints.getCompany.useQuery();
  const [create, creating] = useCreateGroupMutation();
  const [remove, removing] = useDeleteGroupMutation();
  return (
    <GroupsTableView
      groups={groups.data?.groups ?? []}
      profiles={profiles.data?.profiles ?? []}
      page={groups.data?.page ?? page}
      totalPages={groups.data?.totalPages ?? 1}
      isLoading={groups.isFetching}
      loadFailure={callFailureOf(groups.error)}
      onRetry={() => void groups.refetch()}
      onPageChange={setPage}
      isCreating={creating.isLoading}
      createFailure={callFailureOf(creating.error)}
      onCreate={async (group) => {
        const answer = await create(group);
        if ('error' in answer) return false;
        showToast({
          title: intl.formatMessage(messages.created, { name: group.name }),
          tone: 'positive',
        });
        return true;
      }}
      canRemove={company.data?.company.viewerRole === 'admin'}
      removeFailure={callFailureOf(removing.error)}
      onRemove={async (group) => {
        const answer = await remove(group.group_id);
        if (!('error' in answer)) {
          showToast({
            title: intl.formatMessage(messages.removed, { name: group.name }),
            tone: 'positive',
          });
        }
      }}
    />
  );
}
