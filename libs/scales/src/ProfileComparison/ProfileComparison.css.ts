import { vars } from '@facet/design-system';
import { style } from '@vanilla-extract/css';

export const comparison = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  fontFamily: vars.fontFamily,
  color: vars.colour.text,
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.medium,
});

export const percentage = style({
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.xxlarge,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  breakInside: 'avoid',
});

export const verdict = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

/**
 * The look of the design system's Badge, with a shape per position where the Badge has one dot,
 * and kept in colour when printed.
 */
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
  selectors: {
    '&[data-position="inside"]': {
      backgroundColor: vars.colour.positiveSoft,
      color: vars.colour.textPositive,
    },
    '&[data-position="borderline"]': {
      backgroundColor: vars.colour.infoSoft,
      color: vars.colour.text,
    },
    '&[data-position="below"], &[data-position="above"]': {
      backgroundColor: vars.colour.cautionSoft,
      color: vars.colour.textCaution,
    },
  },
});

/**
 * A shape per position (dot inside, half dot borderline, arrow out of range), so colour is never
 * the only cue.
 */
export const badgeMark = style({
  fontWeight: vars.fontWeight.strong,
});
