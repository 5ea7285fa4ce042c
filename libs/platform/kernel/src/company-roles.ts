/** A company member's role (spec/product.md §3); the database checks the same four codes. */
export const companyRoles = ['admin', 'manager', 'employee', 'candidate'] as const;
export type CompanyRole = (typeof companyRoles)[number];
