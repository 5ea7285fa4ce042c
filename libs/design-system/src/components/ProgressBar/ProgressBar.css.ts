import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const progressBar = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const progressLabel = style({ fontWeight: vars.fontWeight.medium });

export const progressValue = style({
  color: vars.colour.textSecondary,
  fontVariantNumeric: 'tabular-nums',
});

export const progressTrack = style({
  gridColumn: '1 / -1',
  height: vars.space.small,
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.neutralSoft,
  border: `${vars.size.borderWidth} solid ${vars.colour.borderField}`,
  overflow: 'hidden',
});

export const progressFill = style({
  height: '100%',
  backgroundColor: vars.colour.formAccent,
  transition: `width ${vars.motion.durationStandard}`,
});
