/**
 * Facet's one accent colour, a calm deep teal, from its lightest tint to its darkest shade. The
 * design system's themes pick their accent roles from it, and what leaves the browser (mail,
 * PDF documents) takes the same values from here, so the brand reads the same everywhere.
 */
export const accentScale = {
  50: '#eef7f6',
  100: '#d6eeeb',
  200: '#aedfd9',
  300: '#6fcdc4',
  400: '#3fb0a7',
  500: '#24918a',
  600: '#1d6f6c',
  700: '#175955',
  800: '#134744',
  900: '#0f3836',
  950: '#06201e',
} as const;

/** The light theme's ink and paper, for documents that have no theme (mail, PDF). */
export const documentColours = {
  text: '#1a1d23',
  textSecondary: '#4c5360',
  background: '#f7f8fa',
  surface: '#ffffff',
  border: '#d6dae1',
  /** The accent of actions and headings: white text on it passes WCAG AA. */
  accent: accentScale[600],
  accentSoft: accentScale[50],
  textOnAccent: '#ffffff',
} as const;
