import type { Scale } from './scales';

/**
 * Scales whose norms describe items the bank no longer asks (since ipip-neo-240/2): 7 of the 8
 * Values (O6) items replaced its political and religious IPIP-NEO items with other IPIP items of
 * the construct (item-bank-source/values-items.ts); only one Johnson item is kept. Johnson's
 * norms, and the blend built on them, still describe the old items, and the Openness domain adds
 * Values up. Until norms from the product's own respondents replace them, every report (the
 * person's, the company's and the PDF) prints a caveat next to these scales and keeps their level
 * (docs/decisions.md, psychometric review F6).
 */
export const provisionalNormScales: readonly Scale[] = ['values', 'openness_to_experience'];

/** Whether a scale's norms describe items that have since changed (`provisionalNormScales`). */
export function hasProvisionalNorms(scale: Scale): boolean {
  return provisionalNormScales.includes(scale);
}
