import {
  AlertDialog,
  EmptyState,
  ErrorState,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  Text,
  type AlertDialogProps,
  type TableProps,
} from '@facet/design-system';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { webKitCatalogue } from '../catalogue';
import { useConfirmation } from '../forms/use-confirmation';

export interface PagedTableColumn<Row> {
  id: string;
  label: string;
  /** `confirm` opens the table's confirmation dialog for this row. */
  render: (row: Row, confirm: () => void) => ReactNode;
  /** The column that names the row; without one marked, the first column does. */
  isRowHeader?: boolean;
  allowsSorting?: boolean;
  /** Left off a phone's card, which then shows only what the row is chosen by. */
  hiddenOnPhone?: boolean;
}

/** The dialog a row's `confirm` opens, e.g. before removing the row. */
export interface PagedTableConfirmation<Row> {
  title: (row: Row) => string;
  body: string;
  confirmLabel: string;
  cancelLabel?: string;
  variant?: AlertDialogProps['variant'];
  /** The dialog closes when this resolves and stays open when it rejects. */
  onConfirm: (row: Row) => void | Promise<void>;
}

/** What a screen with a paged list takes from its container, besides the rows. */
export interface PagedList {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  isLoading?: boolean | undefined;
  onRetry?: (() => void) | undefined;
}

export interface PagedTableViewProps<Row> extends PagedList {
  /** Names the table for screen readers. */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  columns: readonly PagedTableColumn<Row>[];
  /** What the table shows when it has no rows. */
  empty: { title: string; description?: string | undefined; action?: ReactNode };
  /** The load failed: this text shows in place of the whole block, with `onRetry` if given. */
  loadError?: string | undefined;
  sortDescriptor?: TableProps['sortDescriptor'];
  onSortChange?: TableProps['onSortChange'];
  confirmation?: PagedTableConfirmation<Row>;
  /** Shown above the table once it has loaded: forms and alerts of the screen. */
  children?: ReactNode;
}

/**
 * A paged list: loading text, the table (or its empty state), the pager and an optional
 * confirmation per row; a failed load shows an error with a retry instead.
 */
export function PagedTableView<Row>({
  label,
  rows,
  rowKey,
  columns,
  empty,
  page,
  totalPages,
  onPageChange,
  isLoading,
  loadError,
  onRetry,
  sortDescriptor,
  onSortChange,
  confirmation,
  children,
}: PagedTableViewProps<Row>) {
  const intl = useIntl();
  const { confirming, ask, close } = useConfirmation<{ row: Row }>();
  if (loadError !== undefined) return <ErrorState message={loadError} onRetry={onRetry} />;
  const rowHeader = columns.find((column) => column.isRowHeader) ?? columns[0];
  return (
    <Stack space="medium">
      {children}
      {isLoading ? (
        <Text tone="secondary">{intl.formatMessage(webKitCatalogue.messages.loading)}</Text>
      ) : (
        <Table aria-label={label} sortDescriptor={sortDescriptor} onSortChange={onSortChange}>
          <TableHeader columns={columns}>
            {(column) => (
              <TableColumn
                id={column.id}
                isRowHeader={column === rowHeader}
                allowsSorting={column.allowsSorting}
              >
                {column.label}
              </TableColumn>
            )}
          </TableHeader>
          <TableBody
            items={rows.map((row) => ({ row, id: rowKey(row) }))}
            emptyContent={
              <EmptyState
                title={empty.title}
                description={empty.description}
                action={empty.action}
              />
            }
          >
            {(item) => (
              <TableRow id={item.id} columns={columns}>
                {(column) => (
                  <TableCell label={column.label} hiddenOnPhone={column.hiddenOnPhone}>
                    {column.render(item.row, () => ask({ row: item.row }))}
                  </TableCell>
                )}
              </TableRow>
            )}
          </TableBody>
        </Table>
      )}
      <Pagination
        page={page}
        totalPages={totalPages}
        onPageChange={onPageChange}
        isDisabled={isLoading}
      />
      {confirmation && confirming && (
        <AlertDialog
          isOpen
          variant={confirmation.variant}
          onOpenChange={(open) => {
            if (!open) close();
          }}
          title={confirmation.title(confirming.row)}
          confirmLabel={confirmation.confirmLabel}
          cancelLabel={confirmation.cancelLabel}
          onConfirm={() => confirmation.onConfirm(confirming.row)}
        >
          <Text>{confirmation.body}</Text>
        </AlertDialog>
      )}
    </Stack>
  );
}

export type OnePageTableViewProps<Row> = Omit<PagedTableViewProps<Row>, keyof PagedList> &
  Pick<PagedList, 'isLoading' | 'onRetry'>;

/** A list short enough to come whole (a person's own sessions, a company's positions): no pager. */
export function OnePageTableView<Row>(props: OnePageTableViewProps<Row>) {
  return <PagedTableView {...props} page={1} totalPages={1} onPageChange={() => undefined} />;
}
