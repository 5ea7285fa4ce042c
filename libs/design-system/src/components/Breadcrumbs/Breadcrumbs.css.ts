import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const breadcrumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const breadcrumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.colour.textSecondary,
  selectors: { '&[data-current]': { color: vars.colour.text, fontWeight: vars.fontWeight.medium } },
});

export const separator = style({ display: 'inline-flex', color: vars.colour.textSecondary });
