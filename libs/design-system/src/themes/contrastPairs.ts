import type { ThemeColours } from './tokens';

type ColourName = keyof ThemeColours;

export interface ContrastPair {
  foreground: ColourName;
  background: ColourName;
  /** WCAG 2.2 AA: 4.5 for body text, 3 for large text and for the boundaries of controls (1.4.11). */
  minimumRatio: 4.5 | 3;
}

const text = (foreground: ColourName, background: ColourName): ContrastPair => ({
  foreground,
  background,
  minimumRatio: 4.5,
});
const control = (foreground: ColourName, background: ColourName): ContrastPair => ({
  foreground,
  background,
  minimumRatio: 3,
});

/** Every foreground/background combination the components draw; the contrast test checks each. */
export const contrastPairs: readonly ContrastPair[] = [
  text('text', 'background'),
  text('text', 'surface'),
  text('text', 'neutralSoft'),
  // Tooltips invert the page colours.
  text('surface', 'text'),
  text('text', 'formAccentSoft'),
  text('textSecondary', 'background'),
  text('textSecondary', 'surface'),
  text('textSecondary', 'neutralSoft'),
  text('text', 'backgroundTint'),
  text('textSecondary', 'backgroundTint'),
  text('link', 'backgroundTint'),
  text('link', 'background'),
  text('link', 'surface'),
  text('linkVisited', 'background'),
  text('linkVisited', 'surface'),
  text('textOnFormAccent', 'formAccent'),
  text('textOnFormAccent', 'formAccentHover'),
  text('formAccent', 'surface'),
  text('formAccent', 'background'),
  text('formAccent', 'formAccentSoft'),
  text('textOnCritical', 'critical'),
  text('textOnCritical', 'criticalHover'),
  text('textCritical', 'surface'),
  text('textCritical', 'background'),
  text('textCritical', 'criticalSoft'),
  text('textPositive', 'positiveSoft'),
  text('textCaution', 'cautionSoft'),
  text('textInfo', 'infoSoft'),
  text('text', 'criticalSoft'),
  text('text', 'positiveSoft'),
  text('text', 'cautionSoft'),
  text('text', 'infoSoft'),
  text('textOnHeatSoft', 'heatLow'),
  text('textOnHeatSoft', 'heatHigh'),
  text('textOnHeatStrong', 'heatVeryLow'),
  text('textOnHeatStrong', 'heatVeryHigh'),
  control('borderField', 'surface'),
  control('borderField', 'background'),
  control('focusRing', 'background'),
  control('focusRing', 'surface'),
  control('formAccent', 'background'),
  control('critical', 'surface'),
  control('formAccent', 'neutralSoft'),
  control('formAccent', 'backgroundTint'),
];
