import type { CompanyRole } from '@facet/platform-kernel';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { kernelWordsCatalogue } from './catalogue';

const { messages } = kernelWordsCatalogue;

/** 'undefined' is the spec's role of a person who belongs to no company. */
export const roleMessages: Record<CompanyRole | 'undefined', MessageDescriptor> = {
  admin: messages.roleAdmin,
  manager: messages.roleManager,
  employee: messages.roleEmployee,
  candidate: messages.roleCandidate,
  undefined: messages.roleUndefined,
};

export function roleLabel(intl: IntlShape, role: CompanyRole | 'undefined'): string {
  return intl.formatMessage(roleMessages[role]);
}
