import { minimumSearchLength } from '@facet/admin-domain';
import {
  EmptyState,
  ErrorState,
  Inline,
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
import type { ApiFailure } from '@facet/platform-api-client';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { adminMessages as messages } from './messages';

export interface BackOfficeColumn<Row> {
  id: string;
  label: string;
  render: (row: Row) => ReactNode;
}

export interface BackOfficeListViewProps<Row> {
  /** Names the table and the search field for screen readers. */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  columns: readonly BackOfficeColumn<Row>[];
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  searchTerm: string;
  onSearchChange: (term: string) => void;
  isLoading?: boolean;
  loadFailure?: ApiFailure;
  onRetry?: () => void;
  /** Buttons above the list (create …). */
  actions?: ReactNode;
  /** Alerts and dialogs of the tab. */
  children?: ReactNode;
}

/**
 * One tab of the back office: a search (from 3 characters, spec/product.md §5), the table and
 * its pages. The columns come from the tab, so users, companies and admins share one layout.
 */
export function BackOfficeListView<Row extends object>({
  label,
  rows,
  rowKey,
  columns,
  page,
  totalPages,
  onPageChange,
  searchTerm,
  onSearchChange,
  isLoading,
  loadFailure,
  onRetry,
  actions,
  children,
}: BackOfficeListViewProps<Row>) {
  const intl = useIntl();
  const typed = searchTerm.trim();
  const tooShort = typed.length > 0 && typed.length < minimumSearchLength;
  const searching = typed.length >= minimumSearchLength;
  return (
    <Stack space="medium">
      <Inline space="medium" align="spaceBetween" alignY="bottom">
        <SearchField
          label={intl.formatMessage(messages.search)}
          aria-label={`${intl.formatMessage(messages.search)}: ${label}`}
          value={searchTerm}
          onChange={onSearchChange}
          description={tooShort ? intl.formatMessage(messages.searchHint) : undefined}
        />
        {actions && <Inline space="small">{actions}</Inline>}
      </Inline>
      {children}
      {loadFailure ? (
        <ErrorState message={intl.formatMessage(messages.loadFailed)} onRetry={onRetry} />
      ) : isLoading ? (
        <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>
      ) : (
        <Table aria-label={label}>
          <TableHeader columns={columns}>
            {(column) => (
              <TableColumn id={column.id} isRowHeader={column.id === columns[0]?.id}>
                {column.label}
              </TableColumn>
            )}
          </TableHeader>
          <TableBody
            items={rows.map((row) => ({ row, id: rowKey(row) }))}
            emptyContent={
              <EmptyState
                title={intl.formatMessage(searching ? messages.nothingFound : messages.emptyList)}
                description={
                  searching ? intl.formatMessage(messages.nothingFoundDescription) : undefined
                }
              />
            }
          >
            {(item) => (
              <TableRow id={item.id} columns={columns}>
                {(column) => <TableCell>{column.render(item.row)}</TableCell>}
              </TableRow>
            )}
          </TableBody>
        </Table>
      )}
      {!loadFailure && (
        <Pagination
          page={page}
          totalPages={totalPages}
          onPageChange={onPageChange}
          isDisabled={isLoading}
        />
      )}
    </Stack>
  );
}
