import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { fieldControl } from '../private/field.css';

export const textArea = style([fieldControl, { resize: 'vertical', minHeight: '6lh' }]);

export const counter = style({
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.colour.textSecondary,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-at-limit]': { color: vars.colour.textCritical } },
});
