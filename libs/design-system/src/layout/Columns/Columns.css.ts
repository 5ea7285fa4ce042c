import { styleVariants } from '@vanilla-extract/css';

/**
 * Fractions shrink in proportion to their basis, so the gap between columns is taken from
 * every column fairly instead of overflowing the row.
 */
export const columnWidth = styleVariants({
  fill: { flex: '1 1 0', minWidth: 0 },
  content: { flex: '0 0 auto' },
  '1/2': { flex: '0 1 50%', minWidth: 0 },
  '1/3': { flex: '0 1 33.3333%', minWidth: 0 },
  '2/3': { flex: '0 1 66.6667%', minWidth: 0 },
  '1/4': { flex: '0 1 25%', minWidth: 0 },
  '3/4': { flex: '0 1 75%', minWidth: 0 },
});
