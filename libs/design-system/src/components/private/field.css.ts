import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusRingStyle } from './focusRing.css';

/** Label, control, description and error one under the other. */
export const fieldRoot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

/** The look of every text-entry box: inputs, text areas, select and combo box buttons. */
export const fieldControl = style({
  width: '100%',
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  border: `${vars.size.borderWidth} solid ${vars.colour.borderField}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.colour.textSecondary, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.colour.text },
    // Text entry shows the ring on any focus, not only keyboard focus: typing happens there.
    '&[data-focused], &[data-focus-within], &[data-focus-visible]': focusRingStyle,
    '&[data-invalid]': { borderColor: vars.colour.critical },
    '&[data-disabled]': {
      backgroundColor: vars.colour.neutralSoft,
      color: vars.colour.textSecondary,
      cursor: 'not-allowed',
    },
  },
});

/** An input inside a group (password toggle, search clear, number steppers) draws no box itself. */
export const groupedInput = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  paddingInline: vars.space.medium,
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.colour.textSecondary, opacity: 1 } },
});

export const fieldGroup = style([
  fieldControl,
  { display: 'flex', alignItems: 'center', padding: 0, overflow: 'hidden' },
]);

/** Square icon buttons at the end of a grouped field. */
export const fieldGroupButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'stretch',
  minWidth: vars.size.touchTarget,
  border: 'none',
  background: 'transparent',
  color: vars.colour.textSecondary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.colour.text, backgroundColor: vars.colour.neutralSoft },
    '&[data-focus-visible]': {
      ...focusRingStyle,
      outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
    },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});
