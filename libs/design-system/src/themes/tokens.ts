/**
 * The raw values of every theme, kept as plain data so the contrast test can read them without
 * a CSS build. `themes.css.ts` turns them into class names; nothing else should import this file
 * except that and the test.
 */
import { accentScale, lightThemeColours } from '@facet/platform-kernel';

/** The light theme's colours are the document colours too (mail, PDF), so they live in the kernel. */
export const lightColours = lightThemeColours;

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
