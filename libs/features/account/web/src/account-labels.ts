import type { AccountRole, ProfileNameProblem } from '@facet/account-domain';
import type { MessageDescriptor } from 'react-intl';
import { accountMessages as messages } from './messages';

export const roleMessages: Record<AccountRole, MessageDescriptor> = {
  admin: messages.roleAdmin,
  manager: messages.roleManager,
  employee: messages.roleEmployee,
  candidate: messages.roleCandidate,
  undefined: messages.roleUndefined,
};

export const nameProblemMessages: Record<ProfileNameProblem, MessageDescriptor> = {
  required: messages.nameRequired,
  tooLong: messages.nameTooLong,
  invalid: messages.nameInvalid,
};

/** A failed call as the views take it: the HTTP status decides the translated sentence. */
export interface CallFailure {
  status: number;
  message?: string;
}

/** leave-company's statuses (spec/api.md §8); anything else is the call's default message. */
export function leaveFailureMessage(failure: CallFailure): MessageDescriptor {
  if (failure.status === 400) return messages.leaveNotMember;
  if (failure.status === 409) return messages.leaveSoleAdministrator;
  return messages.leaveFailed;
}
