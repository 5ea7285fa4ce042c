import { globalStyle, style } from '@vanilla-extract/css';

/**
 * A name above an e-mail address in a table cell. On a phone the cell is a grid sized by its
 * content's narrowest width, and an address is one long word: it may break anywhere, or it would
 * widen the card past the screen.
 */
export const nameAndEmail = style({ minWidth: 0, overflowWrap: 'anywhere' });

globalStyle(`${nameAndEmail} p`, { overflowWrap: 'anywhere' });

/** The people a ranking view listed: one per line, no bullets, long addresses broken anywhere. */
export const peopleList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
