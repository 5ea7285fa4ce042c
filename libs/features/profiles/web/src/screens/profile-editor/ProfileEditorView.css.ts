import { vars } from '@facet/design-system';
import { style } from '@vanilla-extract/css';

/**
 * Save and Cancel stay in reach on a page of 38 scales: the bar sticks to the bottom of the
 * viewport while the editor scrolls under it, and comes to rest at the end of the form.
 */
export const actionBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  backgroundColor: vars.colour.surface,
  borderTop: `${vars.size.borderWidth} solid ${vars.colour.border}`,
  boxShadow: vars.shadow.medium,
});

/** Long summaries scroll inside the bar rather than push Save off the screen. */
export const errorSummary = style({
  maxHeight: '40vh',
  overflowY: 'auto',
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid ${vars.colour.critical}`,
  backgroundColor: vars.colour.criticalSoft,
  color: vars.colour.textCritical,
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.colour.focusRing}` },
  },
});

export const errorList = style({
  margin: 0,
  marginBlockStart: vars.space.small,
  paddingInlineStart: vars.space.xlarge,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  minWidth: 0,
});
