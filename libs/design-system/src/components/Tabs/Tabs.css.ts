import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusRingStyle } from '../private/focusRing.css';
import { phoneMedia } from '../private/phone';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

/**
 * One row of tabs at every width: past the screen's edge they scroll sideways (nine company-panel
 * tabs wrapped into three rows on a phone, issue 41), and a thin scrollbar says there are more.
 */
export const tabList = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  borderBottom: `${vars.size.borderWidth} solid ${vars.colour.border}`,
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.large,
  color: vars.colour.textSecondary,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`,
  '@media': { [phoneMedia]: { paddingInline: vars.space.medium } },
  selectors: {
    '&[data-hovered]': { color: vars.colour.text, backgroundColor: vars.colour.neutralSoft },
    '&[data-selected]': {
      color: vars.colour.formAccent,
      boxShadow: `inset 0 calc(-1 * ${vars.space.xsmall}) 0 ${vars.colour.formAccent}`,
    },
    '&[data-focus-visible]': {
      ...focusRingStyle,
      outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
    },
    '&[data-disabled]': { color: vars.colour.textSecondary, cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const tabPanel = style({
  outline: 'none',
  borderRadius: vars.radius.small,
  selectors: { '&[data-focus-visible]': focusRingStyle },
});
