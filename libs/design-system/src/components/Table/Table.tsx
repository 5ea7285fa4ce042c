import type { ReactNode } from 'react';
import {
  Cell as RACCell,
  Column as RACColumn,
  Row as RACRow,
  Table as RACTable,
  TableBody as RACTableBody,
  TableHeader as RACTableHeader,
  type CellProps as RACCellProps,
  type ColumnProps as RACColumnProps,
  type RowProps as RACRowProps,
  type TableBodyProps as RACTableBodyProps,
  type TableHeaderProps as RACTableHeaderProps,
  type TableProps as RACTableProps,
} from 'react-aria-components';
import { ChevronDownIcon, ChevronUpIcon } from '../private/icons';
import {
  cell,
  cellHiddenOnPhone,
  cellLabel,
  column,
  columnContent,
  emptyState,
  row,
  sortIndicator,
  table,
  tableFrame,
  tableHeader,
} from './Table.css';

export type TableProps = Omit<RACTableProps, 'className' | 'style'> & {
  /** Names the table ("Employees"); or use aria-labelledby with a visible heading. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

/**
 * A data table; on a phone its rows become cards (give each `TableCell` its column's `label`).
 * Sorting is controlled: pass `sortDescriptor` and `onSortChange`, sort the data
 * (usually on the server) and render the rows in that order.
 */
export function Table(props: TableProps) {
  return (
    <div className={tableFrame}>
      <RACTable {...props} className={table} />
    </div>
  );
}

export function TableHeader<Item extends object>(
  props: Omit<RACTableHeaderProps<Item>, 'className' | 'style'>,
) {
  return <RACTableHeader {...props} className={tableHeader} />;
}

export interface TableColumnProps extends Omit<RACColumnProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
}

export function TableColumn({ children, ...props }: TableColumnProps) {
  return (
    <RACColumn {...props} className={column}>
      {({ allowsSorting, sortDirection }) => (
        <span className={columnContent}>
          {children}
          {allowsSorting && (
            <span
              aria-hidden="true"
              className={sortIndicator}
              data-direction={sortDirection ?? 'none'}
            >
              {sortDirection === 'descending' ? <ChevronDownIcon /> : <ChevronUpIcon />}
            </span>
          )}
        </span>
      )}
    </RACColumn>
  );
}

export interface TableBodyProps<Item extends object> extends Omit<
  RACTableBodyProps<Item>,
  'className' | 'style' | 'renderEmptyState'
> {
  /** Shown in place of rows when there are none (e.g. an EmptyState). */
  emptyContent?: ReactNode;
}

export function TableBody<Item extends object>({ emptyContent, ...props }: TableBodyProps<Item>) {
  return (
    <RACTableBody
      {...props}
      renderEmptyState={
        emptyContent === undefined
          ? undefined
          : () => <div className={emptyState}>{emptyContent}</div>
      }
    />
  );
}

export function TableRow<Item extends object>(
  props: Omit<RACRowProps<Item>, 'className' | 'style'>,
) {
  return <RACRow {...props} className={row} />;
}

export const tableCardRoles = ['title', 'corner'] as const;
export type TableCardRole = (typeof tableCardRoles)[number];

export interface TableCellProps extends Omit<RACCellProps, 'className' | 'style' | 'children'> {
  children?: ReactNode;
  /** The column's name, shown before the value when the row is drawn as a card on a phone. */
  label?: string;
  /**
   * Where the cell goes on a phone's card instead of a "label value" line: `title` across the
   * top (the row's name), `corner` in the top end corner (the row's actions menu).
   */
  cardRole?: TableCardRole;
  /** Left off the phone's card, which keeps only what a row is chosen by. */
  hiddenOnPhone?: boolean;
}

export function TableCell({ label, cardRole, hiddenOnPhone, children, ...props }: TableCellProps) {
  return (
    <RACCell
      {...props}
      className={hiddenOnPhone ? `${cell} ${cellHiddenOnPhone}` : cell}
      data-card-role={cardRole}
    >
      {/* Drawn by CSS from the attribute, so the label stays out of the cell's text. */}
      {label && <span className={cellLabel} data-label={label} aria-hidden="true" />}
      {label ? <span>{children}</span> : children}
    </RACCell>
  );
}
