import { vars } from '@facet/design-system';
import { style } from '@vanilla-extract/css';

/** Two columns of codes in a fixed-width face, so each is read and typed as it is. */
export const codeList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
});
