import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { contrastPairs } from './contrastPairs';
import { darkColours, lightColours, type ThemeColours } from './tokens';

const themes: Record<'light' | 'dark', ThemeColours> = { light: lightColours, dark: darkColours };

describe('theme contrast (WCAG 2.2 AA)', () => {
  it('computes the known ratio of black on white', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  for (const [themeName, colours] of Object.entries(themes)) {
    describe(`${themeName} theme`, () => {
      for (const { foreground, background, minimumRatio } of contrastPairs) {
        it(`${foreground} on ${background} reaches ${minimumRatio}:1`, () => {
          expect(contrastRatio(colours[foreground], colours[background])).toBeGreaterThanOrEqual(
            minimumRatio,
          );
        });
      }
    });
  }
});
