import type { ProfileNameProblem } from '@facet/account-domain';
import type { ApiFailure } from '@facet/platform-api-client';
import type { MessageDescriptor } from 'react-intl';
import { accountMessages as messages } from './messages';

export const nameProblemMessages: Record<ProfileNameProblem, MessageDescriptor> = {
  required: messages.nameRequired,
  tooLong: messages.nameTooLong,
  invalid: messages.nameInvalid,
};

/** leave-company's statuses (spec/api.md §8); anything else is the call's default message. */
export function leaveFailureMessage(failure: ApiFailure): MessageDescriptor {
  if (failure.status === 400) return messages.leaveNotMember;
  if (failure.status === 409) return messages.leaveSoleAdministrator;
  return messages.leaveFailed;
}
