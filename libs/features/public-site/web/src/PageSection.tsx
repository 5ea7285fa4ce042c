import { Box, Container, type ContainerProps } from '@facet/design-system';
import type { ReactNode } from 'react';

export interface PageSectionProps {
  children: ReactNode;
  /** @default 'large' */
  width?: ContainerProps['width'];
}

/** The centred, padded column every public page is laid out in. */
export function PageSection({ children, width = 'large' }: PageSectionProps) {
  return (
    <Container width={width}>
      <Box paddingY={{ mobile: 'xlarge', tablet: 'xxxlarge' }}>{children}</Box>
    </Container>
  );
}
