import type { ReactNode } from 'react';
import { numeral, numeralSize } from './Numeral.css';

export const numeralSizes = ['standard', 'large', 'kpi'] as const;
export type NumeralSize = (typeof numeralSizes)[number];

export interface NumeralProps {
  /** The figure, already formatted for the reader's language (`intl.formatNumber`). */
  children: ReactNode;
  /** `kpi` is the large numeral of a dashboard's key figure. @default 'standard' */
  size?: NumeralSize;
}

/** A number on the type scale's numeric styles: tabular figures, from body size to a KPI. */
export function Numeral({ children, size = 'standard' }: NumeralProps) {
  return <span className={`${numeral} ${numeralSize[size]}`}>{children}</span>;
}
