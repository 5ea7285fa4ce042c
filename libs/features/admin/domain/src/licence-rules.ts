/** The largest licence count a company can hold (spec/product.md §9): PostgreSQL's `integer`. */
export const maximumLicences = 2_147_483_647;

/** The count after adding, or `aboveMaximum` when the sum would not fit (answered 422). */
export function licencesAfterAdding(held: number, added: number): number | 'aboveMaximum' {
  return added > maximumLicences - held ? 'aboveMaximum' : held + added;
}

/** The count after revoking, or `moreThanHeld` when it would go below zero (answered 422). */
export function licencesAfterRevoking(held: number, removed: number): number | 'moreThanHeld' {
  return removed > held ? 'moreThanHeld' : held - removed;
}
