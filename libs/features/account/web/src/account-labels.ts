import type { ProfileNameProblem } from '@facet/account-domain';
import type { MessageDescriptor } from 'react-intl';
import { accountMessages as messages } from './messages';

export const nameProblemMessages: Record<ProfileNameProblem, MessageDescriptor> = {
  required: messages.nameRequired,
  tooLong: messages.nameTooLong,
  invalid: messages.nameInvalid,
};
