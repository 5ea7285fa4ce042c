import { actsAsCompanyAdmin } from '@facet/company-domain';
import { useCompanyDataSource } from '@facet/company-web';
import { showToast } from '@facet/design-system';
import { readApiFailure } from '@facet/platform-api-client';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { profilesMessages as messages } from '../../messages';
import { useProfilesDataSource } from '../../profiles-data-source';
import { ProfilesTableView } from './ProfilesTableView';

/**
 * The Profiles tab of /company-panel (and of the back office's company page, through the data
 * sources): one page at a time; company admins may delete.
 */
export function ProfilesTab() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const companySource = useCompanyDataSource();
  const source = useProfilesDataSource();
  const profiles = source.useProfiles({ page });
  const company = companySource.useCompany();
  const [remove, removing] = source.useDeleteProfile();
  return (
    <ProfilesTableView
      profiles={profiles.data?.profile ?? []}
      page={profiles.data?.page ?? page}
      totalPages={profiles.data?.totalPages ?? 1}
      isLoading={profiles.isFetching}
      loadFailure={readApiFailure(profiles.error)}
      onRetry={() => void profiles.refetch()}
      onPageChange={setPage}
      panelPath={companySource.panelPath}
      canRemove={actsAsCompanyAdmin(company.data?.company.viewerRole)}
      removeFailure={readApiFailure(removing.error)}
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
