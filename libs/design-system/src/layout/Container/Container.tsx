import type { ReactNode } from 'react';
import { Box } from '../Box/Box';
import { containerWidth } from './Container.css';

export const containerWidths = ['small', 'medium', 'large'] as const;
export type ContainerWidth = (typeof containerWidths)[number];

export interface ContainerProps {
  children: ReactNode;
  /**
   * Largest width of the content: small for forms, medium for reading, large for tables.
   * @default 'large'
   */
  width?: ContainerWidth;
  /** @default 'div' */
  as?: 'div' | 'main' | 'section' | 'header' | 'footer';
}

/** Centres page content up to a maximum width, with gutters that grow on larger screens. */
export function Container({ children, width = 'large', as = 'div' }: ContainerProps) {
  return (
    <Box
      as={as}
      className={containerWidth[width]}
      width="full"
      marginX="auto"
      paddingX={{ mobile: 'large', tablet: 'xlarge' }}
    >
      {children}
    </Box>
  );
}
