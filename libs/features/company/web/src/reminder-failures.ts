import { companyMessages as messages } from './messages';

/** What a refused "Send a reminder" means, wherever the button is. */
export const sendReminderFailureMessages = {
  429: messages.reminderRateLimited,
  404: messages.reminderTargetGone,
};
