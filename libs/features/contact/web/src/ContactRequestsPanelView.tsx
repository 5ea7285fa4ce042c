import type { ContactRecord } from '@facet/contact-domain';
import {
  Checkbox,
  EmptyState,
  ErrorState,
  Link,
  Pagination,
  SearchField,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  Text,
} from '@facet/design-system';
import { RequestStatusBadge } from '@facet/platform-kernel-web';
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
      {loadFailed ? (
        <ErrorState message={intl.formatMessage(messages.loadFailed)} onRetry={onRetry} />
      ) : isLoading ? (
        <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>
      ) : (
        <>
          <Table aria-label={intl.formatMessage(messages.tableLabel)}>
            <TableHeader>
              <TableColumn isRowHeader>{intl.formatMessage(messages.columnName)}</TableColumn>
              <TableColumn>{intl.formatMessage(messages.columnEmail)}</TableColumn>
              <TableColumn>{intl.formatMessage(messages.columnDate)}</TableColumn>
              <TableColumn>{intl.formatMessage(messages.columnStatus)}</TableColumn>
              <TableColumn>{intl.formatMessage(messages.columnActions)}</TableColumn>
            </TableHeader>
            <TableBody
              items={contactForms}
              emptyContent={<EmptyState title={intl.formatMessage(messages.none)} />}
            >
              {(form) => (
                <TableRow id={form.id}>
                  <TableCell>{form.name}</TableCell>
                  <TableCell>{form.email}</TableCell>
                  <TableCell>{intl.formatDate(form.date, { dateStyle: 'medium' })}</TableCell>
                  <TableCell>
                    <RequestStatusBadge status={form.status} />
                  </TableCell>
                  <TableCell>
                    <Link href={contactRequestPath(form.id)}>
                      {intl.formatMessage(messages.open, { name: form.name })}
                    </Link>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
          <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
        </>
      )}
    </Stack>
  );
}
