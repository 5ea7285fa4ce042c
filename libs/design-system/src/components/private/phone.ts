/**
 * Phones in portrait (under 600 px): where tables turn into cards and tabs wrap, so nothing
 * hides past the screen's edge.
 */
export const phoneMedia = 'screen and (max-width: 599.98px)';
