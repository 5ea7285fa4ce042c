/**
 * A member's licence (spec/product.md §3): granted (`yes`), not granted (`no`), or taken by an
 * assessment under way (`inProgress`).
 */
export const licenceStates = ['yes', 'no', 'inProgress'] as const;
export type LicenceState = (typeof licenceStates)[number];

/** The states a manager sets by hand; `inProgress` is set by the assessment and cannot be toggled. */
export const toggleableLicenceStates = ['yes', 'no'] as const;
export type ToggleableLicenceState = (typeof toggleableLicenceStates)[number];
