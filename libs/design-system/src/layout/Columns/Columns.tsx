import type { ReactNode } from 'react';
import { Box } from '../Box/Box';
import type { ResponsiveSpace } from '../responsive';
import { columnWidth } from './Columns.css';

export const columnWidths = ['fill', 'content', '1/2', '1/3', '2/3', '1/4', '3/4'] as const;
export type ColumnWidth = (typeof columnWidths)[number];
export const collapseBreakpoints = ['tablet', 'desktop'] as const;
export type CollapseBreakpoint = (typeof collapseBreakpoints)[number];

export interface ColumnsProps {
  /** `Column` elements. */
  children: ReactNode;
  space: ResponsiveSpace;
  /** Below this viewport width the columns stack one under the other. */
  collapseBelow?: CollapseBreakpoint;
  /** @default 'top' */
  alignY?: 'top' | 'center' | 'bottom';
}

const alignItemsFor = { top: 'flex-start', center: 'center', bottom: 'flex-end' } as const;

/** A row of columns that can collapse into a stack on small screens. */
export function Columns({ children, space, collapseBelow, alignY = 'top' }: ColumnsProps) {
  const flexDirection =
    collapseBelow === 'tablet'
      ? ({ mobile: 'column', tablet: 'row' } as const)
      : collapseBelow === 'desktop'
        ? ({ mobile: 'column', desktop: 'row' } as const)
        : 'row';
  return (
    <Box
      display="flex"
      flexDirection={flexDirection}
      gap={space}
      alignItems={
        collapseBelow
          ? { mobile: 'stretch', [collapseBelow]: alignItemsFor[alignY] }
          : alignItemsFor[alignY]
      }
    >
      {children}
    </Box>
  );
}

export interface ColumnProps {
  children: ReactNode;
  /** @default 'fill' */
  width?: ColumnWidth;
}

export function Column({ children, width = 'fill' }: ColumnProps) {
  return <div className={columnWidth[width]}>{children}</div>;
}
