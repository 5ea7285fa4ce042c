import { minimumSearchLength } from '@facet/admin-domain';
import { Inline, SearchField, Stack } from '@facet/design-system';
import type { ApiFailure } from '@facet/platform-api-client';
import {
  PagedTableView,
  type PagedTableColumn,
  type PagedTableConfirmation,
} from '@facet/platform-web-kit';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { adminMessages as messages } from './messages';

export interface BackOfficeListViewProps<Row> {
  /** Names the table and the search field for screen readers. */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  columns: readonly PagedTableColumn<Row>[];
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
  /** Alerts of the tab. */
  children?: ReactNode;
  /**
   * What a row's `confirm` deletes: the dialog's question and warning, then the call. A tab with
   * its own deletion dialog leaves it out.
   */
  deletion?: Pick<PagedTableConfirmation<Row>, 'title' | 'body' | 'onConfirm'>;
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
  deletion,
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
      <PagedTableView
        label={label}
        rows={rows}
        rowKey={rowKey}
        columns={columns}
        empty={{
          title: intl.formatMessage(searching ? messages.nothingFound : messages.emptyList),
          description: searching ? intl.formatMessage(messages.nothingFoundDescription) : undefined,
        }}
        page={page}
        totalPages={totalPages}
        onPageChange={onPageChange}
        isLoading={isLoading}
        loadError={loadFailure && intl.formatMessage(messages.loadFailed)}
        onRetry={onRetry}
        confirmation={
          deletion && {
            ...deletion,
            confirmLabel: intl.formatMessage(messages.deleteConfirm),
            cancelLabel: intl.formatMessage(messages.cancel),
            variant: 'critical',
          }
        }
      />
    </Stack>
  );
}
