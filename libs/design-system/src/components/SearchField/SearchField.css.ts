import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const searchIcon = style({
  display: 'inline-flex',
  paddingInlineStart: vars.space.medium,
  color: vars.colour.textSecondary,
});

/** React Aria hides the clear button's content when empty; we hide the whole button. */
export const clearButtonWhenEmpty = style({
  selectors: { '[data-empty] &': { visibility: 'hidden' } },
});

/** Browsers draw their own clear cross on search inputs; ours replaces it. */
export const searchInput = style({
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
});
