/**
 * A member's licence (spec/product.md §3): granted (`yes`), not granted (`no`), or taken by an
 * assessment under way (`inProgress`).
 */
export const licenceStates = ['yes', 'no', 'inProgress'] as const;
export type LicenceState = (typeof licenceStates)[number];
