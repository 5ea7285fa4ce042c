import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusRingStyle } from './focusRing.css';

/** The floating surface of selects, combo boxes, menus. */
export const popover = style({
  minWidth: `max(var(--trigger-width), ${vars.size.popoverMinWidth})`,
  maxHeight: 'var(--visual-viewport-height)',
  overflow: 'auto',
  padding: vars.space.xsmall,
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
  border: `${vars.size.borderWidth} solid ${vars.colour.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  outline: 'none',
});

export const listBox = style({ outline: 'none', display: 'flex', flexDirection: 'column' });

/** One option or menu item; React Aria moves `data-focused` with the arrow keys. */
export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  fontSize: vars.fontSize.standard,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.colour.neutralSoft },
    '&[data-selected]': { fontWeight: vars.fontWeight.medium, color: vars.colour.formAccent },
    '&[data-selected][data-focused], &[data-selected][data-hovered]': {
      backgroundColor: vars.colour.formAccentSoft,
    },
    '&[data-focus-visible]': {
      ...focusRingStyle,
      outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
    },
    '&[data-disabled]': { color: vars.colour.textSecondary, cursor: 'not-allowed' },
    '&[data-variant="critical"]': { color: vars.colour.textCritical },
    '&[data-variant="critical"][data-focused], &[data-variant="critical"][data-hovered]': {
      backgroundColor: vars.colour.criticalSoft,
    },
  },
});

export const listItemCheck = style({ marginInlineStart: 'auto', display: 'inline-flex' });
