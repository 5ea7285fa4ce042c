import type { Decorator } from '@storybook/react-vite';

/** Draws a story in a 390 px column, the narrowest phone the product is checked on. */
export const phoneWidth: Decorator = (Story) => (
  <div style={{ width: '390px', maxWidth: '100%' }}>
    <Story />
  </div>
);
