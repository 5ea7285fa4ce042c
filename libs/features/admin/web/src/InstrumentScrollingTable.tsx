import type { ReactNode } from 'react';
import { tableScroller } from './InstrumentScrollingTable.css';

/** A table of the report that scrolls sideways inside its card on a phone, reachable by keyboard. */
export function InstrumentScrollingTable({
  label,
  children,
}: {
  label: string;
  children: ReactNode;
}) {
  return (
    // Focusable, so a keyboard can scroll the columns sideways on a narrow screen.
    <div className={tableScroller} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
