import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Narrower than this, the report's tables break their words and numbers letter by letter
 * ("Índic / e", "-0,3 / 9"): on a phone a table keeps this width and scrolls sideways inside its
 * card, so the page never does.
 */
const readableTableWidth = '34rem';
/** Names of scales, indices and items ("Abertura aos sentimentos") need more than a figure does. */
const nameColumnShare = '32%';

export const tableScroller = style({
  maxWidth: '100%',
  overflowX: 'auto',
  '@media': { print: { overflow: 'visible' } },
});

globalStyle(`${tableScroller} > table`, { minWidth: readableTableWidth });
// A fixed-layout table takes its column widths from its first row: the header row.
globalStyle(`${tableScroller} > table > thead > tr > th:first-child`, { width: nameColumnShare });
