/** A company member's role (spec/product.md §3); the database checks the same four codes. */
export const companyRoles = ['admin', 'manager', 'employee', 'candidate'] as const;
export type CompanyRole = (typeof companyRoles)[number];

/**
 * The roles a manager call acts in (`role=`, spec/api.md §7); a company admin also satisfies
 * `manager`.
 */
export const actingRoles = ['manager', 'admin'] as const;
export type ActingRole = (typeof actingRoles)[number];
