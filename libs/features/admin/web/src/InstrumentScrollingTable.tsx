import type { ReactNode } from 'react';
import { tableScroller } from './InstrumentScrollingTable.css';

/**
 * A table of the report that scrolls sideways inside its card on a phone, reachable by keyboard.
 * Its region is named by the table and the cell, since every cell has the same tables and two
 * landmarks may not share a name.
 */
export function InstrumentScrollingTable({
  label,
  cellName,
  children,
}: {
  label: string;
  cellName: string;
  children: ReactNode;
}) {
  return (
    // Focusable, so a keyboard can scroll the columns sideways on a narrow screen.
    <div className={tableScroller} role="region" aria-label={`${label} · ${cellName}`} tabIndex={0}>
      {children}
    </div>
  );
}
