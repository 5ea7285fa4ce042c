/** A company member's role (spec/product.md §3); the database checks the same four codes. */
export const companyRoles = ['admin', 'manager', 'employee', 'candidate'] as const;
export type CompanyRole = (typeof companyRoles)[number];

/**
 * The roles a manager call acts in (`role=`, spec/api.md §7); a company admin also satisfies
 * `manager`.
 */
export const actingRoles = ['manager', 'admin'] as const;
export type ActingRole = (typeof actingRoles)[number];

/** Company admins may do everything managers may (spec/product.md §6). */
const rolesSatisfying: Record<ActingRole, readonly CompanyRole[]> = {
  manager: ['admin', 'manager'],
  admin: ['admin'],
};

/** Whether a member with `role` may act in the `required` role. */
export function roleSatisfies(role: CompanyRole, required: ActingRole): boolean {
  return rolesSatisfying[required].includes(role);
}
