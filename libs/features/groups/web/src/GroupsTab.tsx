import { actsAsCompanyAdmin } from '@facet/company-domain';
import { useCompanyDataSource } from '@facet/company-web';
import { showToast } from '@facet/design-system';
import { readApiFailure } from '@facet/platform-api-client';
import { useProfilesDataSource } from '@facet/profiles-web';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useGroupsDataSource } from './groups-data-source';
import { GroupsTableView } from './GroupsTableView';
import { groupsMessages as messages } from './messages';

/** The Groups tab of /company-panel (and of the back office's company page, through the data sources). */
export function GroupsTab() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const companySource = useCompanyDataSource();
  const source = useGroupsDataSource();
  const groups = source.useGroups(page);
  const profiles = useProfilesDataSource().useProfiles({ page: 1, pageSize: 100 });
  const company = companySource.useCompany();
  const [create, creating] = source.useCreateGroup();
  const [remove, removing] = source.useDeleteGroup();
  return (
    <GroupsTableView
      groups={groups.data?.groups ?? []}
      profiles={profiles.data?.profile ?? []}
      page={groups.data?.page ?? page}
      totalPages={groups.data?.totalPages ?? 1}
      isLoading={groups.isFetching}
      loadFailure={readApiFailure(groups.error)}
      onRetry={() => void groups.refetch()}
      onPageChange={setPage}
      panelPath={companySource.panelPath}
      isCreating={creating.isLoading}
      createFailure={readApiFailure(creating.error)}
      onCreate={async (group) => {
        const answer = await create(group);
        if ('error' in answer) return false;
        showToast({
          title: intl.formatMessage(messages.created, { name: group.name }),
          tone: 'positive',
        });
        return true;
      }}
      canRemove={actsAsCompanyAdmin(company.data?.company.viewerRole)}
      removeFailure={readApiFailure(removing.error)}
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
