import { DataTable, type DataTableProps } from '@facet/design-system';
import { tableScroller } from './InstrumentScrollingTable.css';

/**
 * A table of the report, named once, that scrolls sideways inside its card on a phone, reachable
 * by keyboard. Its region is named by the table and the cell, since every cell has the same tables
 * and two landmarks may not share a name.
 */
export function InstrumentScrollingTable({
  label,
  cellName,
  columns,
  rows,
}: Pick<DataTableProps, 'columns' | 'rows'> & { label: string; cellName: string }) {
  return (
    // Focusable, so a keyboard can scroll the columns sideways on a narrow screen.
    <div className={tableScroller} role="region" aria-label={`${label} · ${cellName}`} tabIndex={0}>
      <DataTable aria-label={label} columns={columns} rows={rows} />
    </div>
  );
}
