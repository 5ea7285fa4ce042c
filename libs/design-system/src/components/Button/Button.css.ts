import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusRingStyle } from '../private/focusRing.css';

export const button = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid transparent`,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  /*
   * A label wraps between words when its row is too narrow (a phone's card holding "Delete" and
   * a long name) instead of pushing the page sideways; with room to spare it stays on one line.
   */
  textAlign: 'center',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.durationFast}, transform ${vars.motion.durationFast}`,
  selectors: {
    '&[data-size="small"]': {
      minHeight: vars.space.xxlarge,
      paddingInline: vars.space.medium,
      fontSize: vars.fontSize.small,
    },
    '&[data-size="large"]': {
      minHeight: vars.space.xxxlarge,
      paddingInline: vars.space.xlarge,
      fontSize: vars.fontSize.large,
    },
    '&[data-full-width]': { width: '100%' },
    '&[data-variant="primary"]': {
      backgroundColor: vars.colour.formAccent,
      color: vars.colour.textOnFormAccent,
    },
    '&[data-variant="primary"][data-hovered]': { backgroundColor: vars.colour.formAccentHover },
    '&[data-variant="secondary"]': {
      backgroundColor: vars.colour.surface,
      color: vars.colour.formAccent,
      borderColor: vars.colour.formAccent,
    },
    '&[data-variant="secondary"][data-hovered]': { backgroundColor: vars.colour.formAccentSoft },
    '&[data-variant="critical"]': {
      backgroundColor: vars.colour.critical,
      color: vars.colour.textOnCritical,
    },
    '&[data-variant="critical"][data-hovered]': { backgroundColor: vars.colour.criticalHover },
    '&[data-variant="quiet"]': { backgroundColor: 'transparent', color: vars.colour.formAccent },
    '&[data-variant="quiet"][data-hovered]': { backgroundColor: vars.colour.formAccentSoft },
    '&[data-pressed]': { transform: `translateY(${vars.space.xxsmall})` },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': {
      backgroundColor: vars.colour.neutralSoft,
      color: vars.colour.textSecondary,
      borderColor: 'transparent',
      cursor: 'not-allowed',
    },
    '&[data-pending]': { cursor: 'progress' },
  },
});

/** While pending the label keeps its place (no layout jump) but the spinner shows instead. */
export const buttonLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  selectors: { [`${button}[data-pending] &`]: { visibility: 'hidden' } },
});

export const pendingIndicator = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
