import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
  backgroundColor: vars.colour.overlay,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.motion.durationStandard}` } },
});

export const modal = style({
  width: '100%',
  maxWidth: vars.size.dialogWidth,
  maxHeight: '100%',
  overflow: 'auto',
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  selectors: { '&[data-size="large"]': { maxWidth: vars.size.containerSmall } },
});

/**
 * A long word with nowhere to break (a signing secret, a URL, an e-mail address) wraps at any
 * character instead of pushing past the dialog's edge; tables keep their words whole and scroll
 * inside their own frame (Table.css).
 */
export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
  padding: vars.space.xlarge,
  overflowWrap: 'anywhere',
  outline: 'none',
});

export const dialogHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const dialogTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.xlarge,
  fontWeight: vars.fontWeight.strong,
});

export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});
