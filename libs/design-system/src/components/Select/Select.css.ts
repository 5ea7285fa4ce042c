import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { fieldControl } from '../private/field.css';

export const selectButton = style([
  fieldControl,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.small,
    textAlign: 'start',
    cursor: 'pointer',
  },
]);

export const selectValue = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.colour.textSecondary } },
});
