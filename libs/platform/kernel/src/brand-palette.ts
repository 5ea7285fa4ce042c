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

/**
 * The light theme's colours by meaning: the design system's light theme is made of them
 * (`lightColours` in its tokens), and documents printed or mailed from the server, which have no
 * theme, take theirs from here, so a PDF or a mail never carries a colour of its own.
 */
export const lightThemeColours = {
  /** Page background behind everything. */
  background: '#f7f8fa',
  /** A quiet wash of the accent behind feature bands (the landing's hero, calls to action). */
  backgroundTint: accentScale[50],
  /** Raised surfaces: cards, dialogs, popovers, fields. */
  surface: '#ffffff',
  /** Quiet fills: table headers, skeletons, neutral badges, hovered rows. */
  neutralSoft: '#eceef2',
  text: '#1a1d23',
  textSecondary: '#4c5360',
  link: accentScale[700],
  linkVisited: '#5b3aa6',
  /** Primary actions, selected controls, progress, the logo. */
  formAccent: accentScale[600],
  formAccentHover: accentScale[700],
  formAccentSoft: '#e3f2f0',
  /** Decorative accent fills (illustrations, chart bands); never text, never a control's edge. */
  accentMuted: accentScale[200],
  textOnFormAccent: '#ffffff',
  critical: '#b42318',
  criticalHover: '#8f1d14',
  criticalSoft: '#fdeceb',
  textCritical: '#a11d14',
  textOnCritical: '#ffffff',
  positiveSoft: '#e5f4eb',
  textPositive: '#16623a',
  cautionSoft: '#fcf2da',
  textCaution: '#734a00',
  infoSoft: '#e4effb',
  textInfo: '#1a5192',
  /** Decorative dividers; never the only cue that something is a control. */
  border: '#d6dae1',
  /** Borders that identify a control (fields, checkboxes): at least 3:1 with their surface. */
  borderField: '#767d8c',
  focusRing: accentScale[600],
  /** Dims the page behind a modal. */
  overlay: 'rgba(16, 20, 28, 0.5)',
  /**
   * A diverging blue–orange scale for heatmaps, far below to far above a norm (the middle is
   * `neutralSoft`). Blue and orange stay apart under red–green colour blindness, where red and
   * green do not. In both themes a far step is darker than the near one on its side, so the
   * scale reads the same way; the deep ends carry `textOnHeatStrong`, the soft ones
   * `textOnHeatSoft`.
   */
  heatVeryLow: '#2166ac',
  heatLow: '#a6cde3',
  heatHigh: '#fdc785',
  heatVeryHigh: '#b35806',
  textOnHeatStrong: '#ffffff',
  textOnHeatSoft: '#1a1d23',
} as const;

/** The light theme's ink and paper, for documents that have no theme (mail, PDF). */
export const documentColours = {
  text: lightThemeColours.text,
  textSecondary: lightThemeColours.textSecondary,
  background: lightThemeColours.background,
  surface: lightThemeColours.surface,
  border: lightThemeColours.border,
  /** The accent of actions and headings: white text on it passes WCAG AA. */
  accent: lightThemeColours.formAccent,
  accentSoft: lightThemeColours.backgroundTint,
  textOnAccent: lightThemeColours.textOnFormAccent,
} as const;
