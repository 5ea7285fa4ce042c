import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusRingStyle } from '../private/focusRing.css';
import { phoneMedia } from '../private/phone';

/**
 * Wide tables scroll sideways inside their frame instead of stretching the page or the dialog
 * they sit in; on a phone the rows become cards, one under the other, each cell a "label value"
 * line. Words stay whole on a wide screen even where the surroundings break long words anywhere
 * (a dialog), so columns keep a readable width and the frame scrolls instead.
 */
export const tableFrame = style({
  maxWidth: '100%',
  overflowX: 'auto',
  overflowWrap: 'normal',
  border: `${vars.size.borderWidth} solid ${vars.colour.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.colour.surface,
  '@media': {
    [phoneMedia]: {
      overflowX: 'visible',
      border: 'none',
      backgroundColor: 'transparent',
    },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  outline: 'none',
  '@media': {
    [phoneMedia]: { display: 'block' },
  },
});

globalStyle(`${table} > tbody`, {
  '@media': {
    [phoneMedia]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.small,
    },
  },
});

/** The column headers stay for screen readers; on a card each value carries its own label. */
export const tableHeader = style({
  '@media': {
    [phoneMedia]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const column = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  textAlign: 'start',
  fontWeight: vars.fontWeight.strong,
  color: vars.colour.text,
  backgroundColor: vars.colour.neutralSoft,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered]': { color: vars.colour.formAccent },
    '&[data-focus-visible]': {
      ...focusRingStyle,
      outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
    },
  },
});

export const columnContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const sortIndicator = style({
  display: 'inline-flex',
  selectors: { '&[data-direction="none"]': { visibility: 'hidden' } },
});

export const row = style({
  borderTop: `${vars.size.borderWidth} solid ${vars.colour.border}`,
  outline: 'none',
  '@media': {
    [phoneMedia]: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xsmall,
      padding: vars.space.medium,
      border: `${vars.size.borderWidth} solid ${vars.colour.border}`,
      borderRadius: vars.radius.medium,
      backgroundColor: vars.colour.surface,
    },
  },
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.colour.neutralSoft },
    '&[data-focus-visible]': {
      ...focusRingStyle,
      outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
    },
    '&[data-href], &[data-action]': { cursor: 'pointer' },
  },
});

export const cell = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  outline: 'none',
  '@media': {
    [phoneMedia]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(6rem, 35%) 1fr',
      gap: vars.space.small,
      padding: 0,
      overflowWrap: 'anywhere',
    },
  },
  selectors: {
    '&[data-focus-visible]': {
      ...focusRingStyle,
      outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
    },
  },
});

/**
 * On a phone's card the title cell runs across the top, clear of the corner cell, and the corner
 * cell (an actions menu) sits in the top end corner.
 */
globalStyle(`${cell}[data-card-role="title"]`, {
  '@media': {
    [phoneMedia]: {
      display: 'block',
      paddingInlineEnd: `calc(${vars.size.touchTarget} + ${vars.space.small})`,
      fontSize: vars.fontSize.standard,
      fontWeight: vars.fontWeight.strong,
    },
  },
});

globalStyle(`${cell}[data-card-role="corner"]`, {
  '@media': {
    [phoneMedia]: {
      display: 'block',
      position: 'absolute',
      insetBlockStart: vars.space.small,
      insetInlineEnd: vars.space.small,
    },
  },
});

/** A cell a phone's compact card leaves out: the detail stays one tap away, on the row's page. */
export const cellHiddenOnPhone = style({
  '@media': {
    [phoneMedia]: { display: 'none' },
  },
});

/** A cell's column name, shown only on a phone's card (the header row names it elsewhere). */
export const cellLabel = style({
  display: 'none',
  color: vars.colour.textSecondary,
  fontWeight: vars.fontWeight.strong,
  '@media': {
    [phoneMedia]: { display: 'block' },
  },
  selectors: { '&::before': { content: 'attr(data-label)' } },
});

export const emptyState = style({
  padding: vars.space.xlarge,
  textAlign: 'center',
  color: vars.colour.textSecondary,
});
