/**
 * The seven legal pages' paths (spec/product.md §2), in the order the footer lists them. Kept
 * apart from their texts so the router knows the paths without loading the legal catalogue.
 */
export const legalPagePaths = [
  'clinical-disclaimer',
  'legal-notice',
  'quality-policy',
  'terms-of-use',
  'privacy-policy',
  'cookies-policy',
  'accessibility',
] as const;

export type LegalPagePath = (typeof legalPagePaths)[number];
