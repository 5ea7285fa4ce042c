import { vars } from '../../themes/vars.css';

/** The one focus indicator every control shows when focused by keyboard (`[data-focus-visible]`). */
export const focusRingStyle = {
  outline: `${vars.size.focusRingWidth} solid ${vars.colour.focusRing}`,
  outlineOffset: vars.size.focusRingOffset,
} as const;
