import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Narrower than this, the five columns break scale names and hedged levels letter by letter
 * ("Neurot / icismo"): on a phone the table keeps this width and scrolls sideways inside itself,
 * so the page never does; printed, it is whole.
 */
const readableTableWidth = '36rem';
/** Scale names ("Neuroticism vs. emotional stability") need more than a number does. */
const scaleColumnShare = '30%';

export const tableScroller = style({
  maxWidth: '100%',
  overflowX: 'auto',
  '@media': { print: { overflow: 'visible' } },
});

globalStyle(`${tableScroller} > table`, {
  minWidth: readableTableWidth,
  '@media': { print: { minWidth: 0 } },
});
// A fixed-layout table takes its column widths from its first row: the header row.
globalStyle(`${tableScroller} > table > thead > tr > th:first-child`, { width: scaleColumnShare });
