import { breakpoints, vars } from '@facet/design-system';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

/** Narrower than a tablet: where the scales no longer fit beside the names. */
const phoneMedia = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;

/**
 * Holds the scrolling box and, on a phone, a fade over its right edge: a sign that more scales
 * wait to the side, which the hint above says in words.
 */
export const scrollFrame = style({
  position: 'relative',
  '@media': {
    [phoneMedia]: {
      selectors: {
        '&::after': {
          content: '""',
          position: 'absolute',
          insetBlock: 0,
          insetInlineEnd: 0,
          width: vars.space.xlarge,
          pointerEvents: 'none',
          background: `linear-gradient(to right, transparent, ${vars.colour.background})`,
        },
      },
    },
    print: { selectors: { '&::after': { display: 'none' } } },
  },
});

/** Shown on a phone only, where the scales do not fit beside the names. */
export const scrollHint = style({
  display: 'none',
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.colour.textSecondary,
  '@media': { [phoneMedia]: { display: 'block' } },
});

/** Scrolls sideways inside itself on a phone, so the page never does; prints whole. */
export const scroller = style({
  maxWidth: '100%',
  overflowX: 'auto',
  '@media': { print: { overflow: 'visible' } },
});

export const heatmap = style({
  borderCollapse: 'separate',
  borderSpacing: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
});

/** The names stay in view while the scales scroll past them. */
export const nameCell = style({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: vars.colour.surface,
  textAlign: 'left',
  fontWeight: vars.fontWeight.medium,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  whiteSpace: 'nowrap',
  maxWidth: '40vw',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const columnHeader = style({
  verticalAlign: 'bottom',
  padding: vars.space.xxsmall,
  fontWeight: vars.fontWeight.medium,
});

globalStyle(`${columnHeader}[aria-sort="ascending"], ${columnHeader}[aria-sort="descending"]`, {
  boxShadow: `inset 0 calc(-1 * ${vars.space.xxsmall}) 0 ${vars.colour.formAccent}`,
});

export const cell = style({
  minWidth: vars.space.xxxlarge,
  padding: `${vars.space.xsmall} ${vars.space.xsmall}`,
  textAlign: 'center',
  borderRadius: vars.radius.small,
  // The colour is part of the message on paper too.
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
});

const strong = { color: vars.colour.textOnHeatStrong } as const;
const soft = { color: vars.colour.textOnHeatSoft } as const;

export const band = styleVariants({
  veryLow: { ...strong, background: vars.colour.heatVeryLow },
  low: { ...soft, background: vars.colour.heatLow },
  average: { color: vars.colour.text, background: vars.colour.neutralSoft },
  high: { ...soft, background: vars.colour.heatHigh },
  veryHigh: { ...strong, background: vars.colour.heatVeryHigh },
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const swatch = style([
  cell,
  {
    display: 'inline-block',
    fontSize: vars.fontSize.xsmall,
    padding: `${vars.space.xxsmall} ${vars.space.small}`,
  },
]);
