import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box/Box';
import { mapResponsive, type Responsive, type ResponsiveSpace } from '../responsive';

export const stackAlignments = ['left', 'center', 'right'] as const;
export type StackAlignment = (typeof stackAlignments)[number];

const alignItemsFor = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
} as const satisfies Record<StackAlignment, string>;

export interface StackProps {
  children: ReactNode;
  /** Vertical space between children; responsive. */
  space: ResponsiveSpace;
  /**
   * Horizontal alignment of the children; by default they stretch to the full width.
   */
  align?: Responsive<StackAlignment>;
  /**
   * Use 'ul' or 'ol' when the children are list items.
   * @default 'div'
   */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'form' | 'fieldset';
  className?: BoxProps['className'];
}

/** Children one under the other with even space between them. */
export function Stack({ children, space, align, as = 'div', className }: StackProps) {
  return (
    <Box
      as={as}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={
        align === undefined ? 'stretch' : mapResponsive(align, (edge) => alignItemsFor[edge])
      }
      margin="none"
      padding="none"
      className={className}
    >
      {children}
    </Box>
  );
}
