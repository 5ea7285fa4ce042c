import { style } from '@vanilla-extract/css';

/**
 * At least a screen tall, so the footer starts below the fold: a page whose data arrives after
 * its first paint grows downwards without moving anything the visitor already sees (CLS).
 */
export const pageArea = style({ minHeight: '100vh' });
