import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusRingStyle } from '../private/focusRing.css';

export const link = style({
  color: vars.colour.link,
  textDecoration: 'underline',
  textUnderlineOffset: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:visited': { color: vars.colour.linkVisited },
    '&[data-hovered]': { textDecorationThickness: vars.space.xxsmall },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-variant="secondary"]': { color: vars.colour.textSecondary },
    '&[data-variant="standalone"]': { textDecoration: 'none', fontWeight: vars.fontWeight.medium },
    '&[data-variant="standalone"][data-hovered]': { textDecoration: 'underline' },
    '&[data-disabled]': { color: vars.colour.textSecondary, cursor: 'not-allowed' },
  },
});
