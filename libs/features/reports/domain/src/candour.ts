import { levelCutoffs, type ScaleDescription } from '@facet/assessment-domain';

/**
 * Scales whose unfavourable pole reads as a statement about integrity, and that pole: low
 * Straightforwardness (A2: "Cheat to get ahead", "Use others for my own ends"), low Sense of duty
 * (C3: "Break my promises", "Misrepresent the facts") and high PEN P, which adds up low A and low C
 * facets (psychometric review F9).
 */
export const integrityPoles = {
  frankness: 'low',
  sense_of_duty: 'low',
  pen_psychoticism: 'high',
} as const;
export type IntegrityScale = keyof typeof integrityPoles;

/**
 * The candour rule's limits (review F9). A plain integrity statement needs a score one SD past
 * the mean (T below 40, or above 60 at the high pole) and the whole 90 % band inside the level
 * (below T 45, or above 55: `levelCutoffs`), so that measurement error alone cannot carry the
 * person out of it. Facet bands are about ±8 T wide, so a low A2 or C3 is said plainly only from
 * about T 37.
 */
export const candourCutoffs = {
  low: { tBelow: 40, bandBelow: levelCutoffs.lowBelow },
  high: { tAbove: 60, bandAbove: levelCutoffs.highAbove },
} as const;

/** What the rule reads of a score: the printed T and band, so the wording agrees with them. */
export type CandourReading = Pick<ScaleDescription, 't' | 'band'>;

function isIntegrityScale(scale: string): scale is IntegrityScale {
  return Object.hasOwn(integrityPoles, scale);
}

/**
 * Whether a scale's text may state its integrity pole plainly (`candourCutoffs`); otherwise every
 * text path (scale text, sections, key points, PDF) uses the milder, neutral wording. False for
 * every scale that is not an integrity scale.
 */
export function allowsCandidWording(scale: string, reading: CandourReading): boolean {
  if (!isIntegrityScale(scale)) return false;
  const { t, band } = reading;
  const bandHigh = Math.max(band.tLow, band.tHigh);
  const bandLow = Math.min(band.tLow, band.tHigh);
  if (integrityPoles[scale] === 'low') {
    return t < candourCutoffs.low.tBelow && bandHigh < candourCutoffs.low.bandBelow;
  }
  return t > candourCutoffs.high.tAbove && bandLow > candourCutoffs.high.bandAbove;
}
