import type { Scale } from './scales';

/**
 * Scales whose norms were not derived from the items the bank asks since ipip-neo-240/2: Values
 * (O6) lost its political and religious IPIP-NEO items to other IPIP items of the construct
 * (item-bank-source/values-items.ts), and the Openness domain adds Values up. Johnson's norms
 * describe the old items, so a norm set and a report treat these scales' norms as provisional
 * until norms from the product's own respondents replace them.
 */
export const provisionalNormScales: readonly Scale[] = ['values', 'openness_to_experience'];
