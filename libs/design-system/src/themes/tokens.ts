/**
 * The raw values of every theme, kept as plain data so the contrast test can read them without
 * a CSS build. `themes.css.ts` turns them into class names; nothing else should import this file
 * except that and the test.
 */
import { accentScale, documentColours } from '@facet/platform-kernel';

export const lightColours = {
  /** Page background behind everything. */
  background: documentColours.background,
  /** A quiet wash of the accent behind feature bands (the landing's hero, calls to action). */
  backgroundTint: accentScale[50],
  /** Raised surfaces: cards, dialogs, popovers, fields. */
  surface: documentColours.surface,
  /** Quiet fills: table headers, skeletons, neutral badges, hovered rows. */
  neutralSoft: '#eceef2',
  text: documentColours.text,
  textSecondary: documentColours.textSecondary,
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
  border: documentColours.border,
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

export type ThemeColours = { [Name in keyof typeof lightColours]: string };

export const darkColours: ThemeColours = {
  background: '#111318',
  backgroundTint: '#12201f',
  surface: '#1b1e25',
  neutralSoft: '#272b34',
  text: '#eceef2',
  textSecondary: '#a8afbb',
  link: '#8fd9d1',
  linkVisited: '#c3a8ff',
  formAccent: accentScale[300],
  formAccentHover: '#93ddd5',
  formAccentSoft: '#123634',
  accentMuted: accentScale[800],
  textOnFormAccent: accentScale[950],
  critical: '#ff8a80',
  criticalHover: '#ffaaa2',
  criticalSoft: '#3b1b1a',
  textCritical: '#ffb4ab',
  textOnCritical: '#2a0503',
  positiveSoft: '#15301f',
  textPositive: '#8ee0b0',
  cautionSoft: '#342a11',
  textCaution: '#f5c96b',
  infoSoft: '#13294a',
  textInfo: '#9ccaff',
  border: '#323742',
  borderField: '#7f8798',
  focusRing: accentScale[300],
  overlay: 'rgba(0, 0, 0, 0.6)',
  heatVeryLow: '#1f5a96',
  heatLow: '#8cc4f0',
  heatHigh: '#f5a656',
  heatVeryHigh: '#9a4f0c',
  textOnHeatStrong: '#eceef2',
  textOnHeatSoft: '#10141c',
};

export const lightShadows = {
  small: '0 1px 2px rgba(16, 20, 28, 0.08), 0 1px 3px rgba(16, 20, 28, 0.06)',
  medium: '0 4px 12px rgba(16, 20, 28, 0.12)',
  large: '0 12px 32px rgba(16, 20, 28, 0.18)',
};

export const darkShadows: typeof lightShadows = {
  small: '0 1px 2px rgba(0, 0, 0, 0.5)',
  medium: '0 4px 12px rgba(0, 0, 0, 0.55)',
  large: '0 12px 32px rgba(0, 0, 0, 0.65)',
};

/** Sizes shared by both themes. */
export const space = {
  none: '0',
  xxsmall: '2px',
  xsmall: '4px',
  small: '8px',
  medium: '12px',
  large: '16px',
  xlarge: '24px',
  xxlarge: '32px',
  xxxlarge: '48px',
};

export const radii = {
  none: '0',
  small: '4px',
  medium: '8px',
  large: '12px',
  xlarge: '20px',
  full: '9999px',
};

export const typography = {
  /**
   * Inter (typeface.css), then its metric-matched fallbacks, then the system's own faces for a
   * browser that loads no web font.
   */
  fontFamily:
    '"Inter Variable", "Inter Fallback", "Inter Fallback DejaVu", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  fontSize: {
    xsmall: '12px',
    small: '14px',
    standard: '16px',
    large: '18px',
    xlarge: '24px',
    xxlarge: '32px',
    /** The landing's hero title only. */
    display: '44px',
    /** A key figure shown on its own (a dashboard's KPI tile). */
    kpi: '40px',
  },
  lineHeight: {
    xsmall: '16px',
    small: '20px',
    standard: '24px',
    large: '28px',
    xlarge: '32px',
    xxlarge: '40px',
    display: '52px',
    kpi: '44px',
  },
  fontWeight: { regular: '400', medium: '500', strong: '700' },
};

export const sizes = {
  focusRingWidth: '2px',
  focusRingOffset: '2px',
  borderWidth: '1px',
  /** Smallest comfortable pointer target (WCAG 2.5.8 asks 24px; 40px suits touch). */
  touchTarget: '40px',
  controlIcon: '20px',
  logoWidth: '180px',
  logoHeight: '48px',
  containerSmall: '640px',
  containerMedium: '960px',
  containerLarge: '1200px',
  dialogWidth: '480px',
  tooltipMaxWidth: '280px',
  popoverMinWidth: '200px',
};

/** Viewport widths at which responsive props change, mobile first. */
export const breakpoints = { tablet: 740, desktop: 992 } as const;

export const motion = { durationFast: '120ms', durationStandard: '200ms' };
