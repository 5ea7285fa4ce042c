import { globalStyle } from '@vanilla-extract/css';

/**
 * Until the bundle applies the theme's classes, `data-theme` (set by public/theme.js before the
 * first paint) gives the page the matching browser colour scheme, so a dark page starts dark.
 * The design system's theme classes take over from there and set the same attribute.
 */
globalStyle(':root[data-theme="dark"]', { colorScheme: 'dark' });
globalStyle(':root[data-theme="light"]', { colorScheme: 'light' });
