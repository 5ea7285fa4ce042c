import { describe, expect, it } from 'vitest';
import { darkColours, lightColours, type ThemeColours } from './tokens';

/**
 * The heatmap scale as a person with red–green colour blindness sees it, by the full-severity
 * deuteranopia and protanopia matrices of Machado, Oliveira and Fernandes (2009, IEEE TVCG 15,
 * 1291-1298), applied in linear RGB.
 */
const simulations = {
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
} as const;

const toLinear = (channel: number) => {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};
const toGamma = (value: number) => {
  const clamped = Math.min(1, Math.max(0, value));
  return 255 * (clamped <= 0.0031308 ? 12.92 * clamped : 1.055 * clamped ** (1 / 2.4) - 0.055);
};

function simulated(hex: string, matrix: readonly (readonly number[])[]): number[] {
  const linear = [1, 3, 5].map((start) => toLinear(parseInt(hex.slice(start, start + 2), 16)));
  return matrix.map((row) =>
    toGamma(row.reduce((sum, weight, index) => sum + weight * linear[index]!, 0)),
  );
}

const distance = (a: readonly number[], b: readonly number[]) =>
  Math.hypot(...a.map((value, index) => value - b[index]!));

/** Steps of the scale in order, far below to far above; the middle is the neutral fill. */
const scaleOf = (colours: ThemeColours) => [
  colours.heatVeryLow,
  colours.heatLow,
  colours.neutralSoft,
  colours.heatHigh,
  colours.heatVeryHigh,
];

/** Clearly apart on screen: a fifth of the black-to-white distance in sRGB (about 88). */
const minimumStepDistance = 40;

describe('heatmap palette under red–green colour blindness', () => {
  for (const [themeName, colours] of Object.entries({ light: lightColours, dark: darkColours })) {
    for (const [kind, matrix] of Object.entries(simulations)) {
      it(`keeps every step apart and each side's hue in the ${themeName} theme (${kind})`, () => {
        const steps = scaleOf(colours).map((hex) => simulated(hex, matrix));
        for (let index = 1; index < steps.length; index += 1) {
          expect(distance(steps[index - 1]!, steps[index]!)).toBeGreaterThan(minimumStepDistance);
        }
        // Below the norm reads blue (blue above red), above it reads orange (red above blue).
        for (const [red, , blue] of steps.slice(0, 2)) expect(blue!).toBeGreaterThan(red!);
        for (const [red, , blue] of steps.slice(3)) expect(red!).toBeGreaterThan(blue!);
      });
    }
  }

  it('orders the steps by lightness the same way in both themes: far darker than near', () => {
    const luminance = (hex: string) =>
      [1, 3, 5]
        .map((start) => toLinear(parseInt(hex.slice(start, start + 2), 16)))
        .reduce((sum, channel, index) => sum + [0.2126, 0.7152, 0.0722][index]! * channel, 0);
    for (const colours of [lightColours, darkColours]) {
      expect(luminance(colours.heatVeryLow)).toBeLessThan(luminance(colours.heatLow));
      expect(luminance(colours.heatVeryHigh)).toBeLessThan(luminance(colours.heatHigh));
    }
  });
});
