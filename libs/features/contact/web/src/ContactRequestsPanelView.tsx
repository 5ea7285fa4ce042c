import type { ContactRecord } from '@facet/contact-domain';
import { Checkbox, SearchField, Stack } from '@facet/design-system';
import { RequestStatusBadge } from '@facet/platform-kernel-web';
import { PagedTableView, RowActions } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { contactMessages as messages } from './messages';

export interface ContactRequestsPanelViewProps {
  contactForms: readonly ContactRecord[];
  page: number;
  totalPages: number;
  isLoading?: boolean;
  loadFailed?: boolean;
  onRetry?: () => void;
  onPageChange: (page: number) => void;
  searchTerm: string;
  onSearchTermChange: (term: string) => void;
  includeInactive: boolean;
  onIncludeInactiveChange: (include: boolean) => void;
}

export const contactRequestPath = (id: number) => `/admin/contact/${id}`;

/** The Contacts tab of the admin dashboard: search (3+ characters), finished toggle, paged table. */
export function ContactRequestsPanelView({
  contactForms,
  page,
  totalPages,
  isLoading,
  loadFailed,
  onRetry,
  onPageChange,
  searchTerm,
  onSearchTermChange,
  includeInactive,
  onIncludeInactiveChange,
}: ContactRequestsPanelViewProps) {
  const intl = useIntl();
  const tooShort = searchTerm.trim().length > 0 && searchTerm.trim().length < 3;
  return (
    <Stack space="medium">
      <SearchField
        label={intl.formatMessage(messages.search)}
        value={searchTerm}
        onChange={onSearchTermChange}
        description={tooShort ? intl.formatMessage(messages.searchTooShort) : undefined}
      />
      <Checkbox isSelected={includeInactive} onChange={onIncludeInactiveChange}>
        {intl.formatMessage(messages.includeInactive)}
      </Checkbox>
      <PagedTableView
        label={intl.formatMessage(messages.tableLabel)}
        rows={contactForms}
        rowKey={(form) => form.id}
        columns={[
          {
            id: 'name',
            label: intl.formatMessage(messages.columnName),
            render: (form) => form.name,
          },
          {
            id: 'email',
            label: intl.formatMessage(messages.columnEmail),
            render: (form) => form.email,
          },
          {
            id: 'date',
            label: intl.formatMessage(messages.columnDate),
            render: (form) => intl.formatDate(form.date, { dateStyle: 'medium' }),
          },
          {
            id: 'status',
            label: intl.formatMessage(messages.columnStatus),
            render: (form) => <RequestStatusBadge status={form.status} />,
          },
          {
            id: 'actions',
            label: intl.formatMessage(messages.columnActions),
            render: (form) => (
              <RowActions
                inspect={{
                  href: contactRequestPath(form.id),
                  label: intl.formatMessage(messages.open, { name: form.name }),
                }}
              />
            ),
          },
        ]}
        empty={{ title: intl.formatMessage(messages.none) }}
        page={page}
        totalPages={totalPages}
        onPageChange={onPageChange}
        isLoading={isLoading}
        loadError={loadFailed ? intl.formatMessage(messages.loadFailed) : undefined}
        onRetry={onRetry}
      />
    </Stack>
  );
}
