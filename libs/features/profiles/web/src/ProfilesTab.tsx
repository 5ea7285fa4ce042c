import { companyApi } from '@facet/company-web';
import { showToast } from '@facet/design-system';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { callFailureOf } from './call-failure';
import { profilesMessages as messages } from './messages';
import { useDeleteProfileMutation, useGetProfilesQuery } from './profiles-endpoints';
import { ProfilesTableView } from './ProfilesTableView';

/** The Profiles tab of /company-panel: one page at a time; company admins may delete. */
export function ProfilesTab() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const profiles = useGetProfilesQuery({ page });
  const company = companyApi.endpoints.getCompany.useQuery();
  const [remove, removing] = useDeleteProfileMutation();
  return (
    <ProfilesTableView
      profiles={profiles.data?.profiles ?? []}
      page={profiles.data?.page ?? page}
      totalPages={profiles.data?.totalPages ?? 1}
      isLoading={profiles.isFetching}
      loadFailure={callFailureOf(profiles.error)}
      onRetry={() => void profiles.refetch()}
      onPageChange={setPage}
      canRemove={company.data?.company.viewerRole === 'admin'}
      removeFailure={callFailureOf(removing.error)}
      onRemove={async (profile) => {
        const answer = await remove(profile.profile_id);
        if (!('error' in answer)) {
          showToast({
            title: intl.formatMessage(messages.removed, { name: profile.name }),
            tone: 'positive',
          });
        }
      }}
    />
  );
}
