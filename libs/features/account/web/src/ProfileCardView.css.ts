import { vars } from '@facet/design-system';
import { style } from '@vanilla-extract/css';

/** Leaving the company sits apart from the profile, outlined rather than raised. */
export const leaveArea = style({
  padding: vars.space.large,
  border: `${vars.size.borderWidth} solid ${vars.colour.border}`,
  borderInlineStart: `${vars.space.xsmall} solid ${vars.colour.critical}`,
  borderRadius: vars.radius.medium,
});
