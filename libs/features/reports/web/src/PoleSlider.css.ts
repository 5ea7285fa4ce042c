import { vars } from '@facet/design-system';
import { style } from '@vanilla-extract/css';

export const slider = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"name value" "track track" "low high"',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  fontFamily: vars.fontFamily,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.colour.text,
});

export const name = style({ gridArea: 'name', fontWeight: vars.fontWeight.strong });

export const value = style({
  gridArea: 'value',
  color: vars.colour.textSecondary,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

/** The line between the two poles, with the average range as a quiet wash in its middle. */
export const track = style({
  gridArea: 'track',
  position: 'relative',
  height: vars.space.medium,
  marginBlock: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.neutralSoft,
  boxShadow: `inset 0 0 0 ${vars.size.borderWidth} ${vars.colour.borderField}`,
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
});

export const averageRange = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  backgroundColor: vars.colour.accentMuted,
  opacity: 0.6,
});

/** Where the person stands: a dot on the line, ringed so it reads on the wash and the line. */
export const marker = style({
  position: 'absolute',
  top: '50%',
  width: vars.space.large,
  height: vars.space.large,
  transform: 'translate(-50%, -50%)',
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.formAccent,
  boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.colour.surface}, 0 0 0 calc(2 * ${vars.size.focusRingWidth}) ${vars.colour.formAccent}`,
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
});

const pole = style({ color: vars.colour.textSecondary, fontWeight: vars.fontWeight.medium });

export const lowPole = style([pole, { gridArea: 'low' }]);

export const highPole = style([pole, { gridArea: 'high', textAlign: 'end' }]);
