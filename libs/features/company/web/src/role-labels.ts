import type { CompanyRole } from '@facet/session-domain';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { companyMessages } from './messages';

export const roleMessages: Record<CompanyRole, MessageDescriptor> = {
  admin: companyMessages.roleAdmin,
  manager: companyMessages.roleManager,
  employee: companyMessages.roleEmployee,
  candidate: companyMessages.roleCandidate,
};

export const inviteRoles: readonly CompanyRole[] = ['employee', 'candidate', 'manager', 'admin'];

export function roleLabel(intl: IntlShape, role: CompanyRole): string {
  return intl.formatMessage(roleMessages[role]);
}

/** A failed call as a screen shows it: the status decides the translated sentence. */
export interface CallFailure {
  status: number;
  message?: string;
}

export function failureText(
  intl: IntlShape,
  failure: CallFailure,
  byStatus: Partial<Record<number, MessageDescriptor>>,
  fallback: MessageDescriptor,
): string {
  return intl.formatMessage(byStatus[failure.status] ?? fallback);
}
