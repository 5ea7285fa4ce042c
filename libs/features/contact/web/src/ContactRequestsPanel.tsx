import { useState } from 'react';
import { useGetContactRequestsQuery } from './contact-endpoints';
import { ContactRequestsPanelView } from './ContactRequestsPanelView';

/** The Contacts tab of the admin dashboard (a panel without props). */
export function ContactRequestsPanel() {
  const [page, setPage] = useState(1);
  const [searchTerm, setSearchTerm] = useState('');
  const [includeInactive, setIncludeInactive] = useState(false);
  const term = searchTerm.trim();
  const contacts = useGetContactRequestsQuery({
    page,
    includeInactive,
    searchTerm: term.length >= 3 ? term : undefined,
  });
  return (
    <ContactRequestsPanelView
      contactForms={contacts.data?.contactForms ?? []}
      page={contacts.data?.page ?? 1}
      totalPages={contacts.data?.totalPages ?? 0}
      isLoading={contacts.isLoading}
      loadFailed={Boolean(contacts.error)}
      onRetry={() => void contacts.refetch()}
      onPageChange={setPage}
      searchTerm={searchTerm}
      onSearchTermChange={(value) => {
        setSearchTerm(value);
        setPage(1);
      }}
      includeInactive={includeInactive}
      onIncludeInactiveChange={(value) => {
        setIncludeInactive(value);
        setPage(1);
      }}
    />
  );
}
