import { SearchField } from '@facet/design-system';
import { minimumSearchLength } from '@facet/platform-kernel';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetAdminDataRightsRequestsQuery } from '../../data-rights-endpoints';
import { dataRightsMessages as messages } from '../../messages';
import { PagedRequestsPanel } from './PagedRequestsPanel';

function useAdminRequestsPage(page: number, searchTerm?: string) {
  return useGetAdminDataRightsRequestsQuery({ page, ...(searchTerm && { searchTerm }) });
}

/**
 * The Arsulipo tab of the admin dashboard: every request, newest first, paged, with the search
 * every back-office tab has (name, e-mail or number, from 3 characters).
 */
export function AdminDataRightsRequestsPanel() {
  const intl = useIntl();
  const [searchTerm, setSearchTerm] = useState('');
  const typed = searchTerm.trim();
  const searched = typed.length >= minimumSearchLength ? typed : undefined;
  return (
    // A new term starts again at page 1.
    <PagedRequestsPanel
      key={searched ?? ''}
      audience="admin"
      useRequestsPage={useAdminRequestsPage}
      searchTerm={searched}
    >
      <SearchField
        label={intl.formatMessage(messages.searchRequests)}
        value={searchTerm}
        onChange={setSearchTerm}
        description={
          typed.length > 0 && !searched ? intl.formatMessage(messages.searchHint) : undefined
        }
      />
    </PagedRequestsPanel>
  );
}
