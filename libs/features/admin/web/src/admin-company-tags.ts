/** The company a call of /admin-companies/* acts on. */
export interface ForCompany {
  company_id: number;
}

/**
 * Cache entries of one company's employees, invitations, profiles, groups and results, kept apart
 * from the manager's own and from every other company's.
 */
export const companyListTag = <
  Type extends 'Employee' | 'Invitation' | 'Profile' | 'Group' | 'Result',
>(
  type: Type,
  companyId: number,
) => ({ type, id: `${companyId}/LIST` });
export const employeeTag = (companyId: number, email: string) => ({
  type: 'Employee' as const,
  id: `${companyId}/${email}`,
});
export const profileTag = (companyId: number, profileId: number) => ({
  type: 'Profile' as const,
  id: `${companyId}/${profileId}`,
});
export const groupTag = (companyId: number, groupId: number) => ({
  type: 'Group' as const,
  id: `${companyId}/${groupId}`,
});
export const comparisonTag = (companyId: number) => ({
  type: 'Result' as const,
  id: `${companyId}/COMPARISON`,
});
export const remindersTag = (companyId: number) => ({
  type: 'Company' as const,
  id: `${companyId}/REMINDERS`,
});
