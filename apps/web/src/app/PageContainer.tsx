import { Box, Container } from '@facet/design-system';
import { Outlet } from 'react-router';

/** The width and breathing room of the signed-in areas, whose screens fill what they are given. */
export function PageContainer() {
  return (
    <Container width="large">
      <Box paddingY="xlarge">
        <Outlet />
      </Box>
    </Container>
  );
}
