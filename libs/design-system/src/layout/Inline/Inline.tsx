import type { ReactNode } from 'react';
import { Box } from '../Box/Box';
import { mapResponsive, type Responsive, type ResponsiveSpace } from '../responsive';

export const inlineAlignments = ['left', 'center', 'right', 'spaceBetween'] as const;
export type InlineAlignment = (typeof inlineAlignments)[number];
export const inlineVerticalAlignments = ['top', 'center', 'bottom', 'baseline'] as const;
export type InlineVerticalAlignment = (typeof inlineVerticalAlignments)[number];

const justifyFor = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  spaceBetween: 'space-between',
} as const satisfies Record<InlineAlignment, string>;

const alignYFor = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  baseline: 'baseline',
} as const satisfies Record<InlineVerticalAlignment, string>;

export interface InlineProps {
  children: ReactNode;
  /** Space between children, both across and between wrapped lines; responsive. */
  space: ResponsiveSpace;
  /** @default 'left' */
  align?: Responsive<InlineAlignment>;
  /** @default 'center' */
  alignY?: Responsive<InlineVerticalAlignment>;
  /** @default 'div' */
  as?: 'div' | 'ul' | 'ol' | 'nav';
}

/** Children side by side, wrapping onto new lines when they run out of room. */
export function Inline({
  children,
  space,
  align = 'left',
  alignY = 'center',
  as = 'div',
}: InlineProps) {
  return (
    <Box
      as={as}
      display="flex"
      flexWrap="wrap"
      gap={space}
      justifyContent={mapResponsive(align, (edge) => justifyFor[edge])}
      alignItems={mapResponsive(alignY, (edge) => alignYFor[edge])}
      margin="none"
      padding="none"
    >
      {children}
    </Box>
  );
}
