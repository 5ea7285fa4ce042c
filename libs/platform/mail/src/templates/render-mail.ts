import { catalogueFormatter } from '@facet/platform-i18n';
import type { MessageDescriptor } from 'react-intl';
import type { MailData, MailKind, MailMessage } from '../mail-message';
import {
  commonMessages,
  invitationMessages,
  passwordResetMessages,
  registrationMessages,
  securityNoticeMessages,
} from './account-messages';
import { applicationConfirmationMessages } from './application-messages';
import { layOutMail, type MailContent, type RenderedMail } from './mail-layout';
import {
  adminNotificationMessages,
  broadcastMessages,
  dataRightsMessages,
} from './platform-messages';
import { assessmentReminderMessages, invitationReminderMessages } from './reminder-messages';
import { candidateRetentionNoticeMessages } from './retention-messages';

export const mailCatalogues = [
  commonMessages,
  registrationMessages,
  invitationMessages,
  passwordResetMessages,
  broadcastMessages,
  dataRightsMessages,
  adminNotificationMessages,
  invitationReminderMessages,
  assessmentReminderMessages,
  applicationConfirmationMessages,
  candidateRetentionNoticeMessages,
  securityNoticeMessages,
];

const securityEventMessages = {
  'second-factor-removed': 'secondFactorRemoved',
  'recovery-code-used': 'recoveryCodeUsed',
  'password-reset': 'passwordReset',
} as const;

/** A mail that cannot be formatted throws, so it fails where it is enqueued, not half-written. */
const formatterFor = catalogueFormatter(mailCatalogues);

/** Mail values are plain text, so every message formats to one string. */
type Format = (descriptor: MessageDescriptor, values?: Record<string, string>) => string;
type KindContent<K extends MailKind> = (
  data: MailData[K],
  format: Format,
) => Omit<MailContent, 'closing' | 'signature' | 'footer' | 'greeting'> & { greeting?: string };

function action(format: Format, label: string, link: string): MailContent['action'] {
  return { label, link, fallback: format(commonMessages.messages.linkFallback) };
}

/** Splits text an admin wrote into paragraphs at blank lines. */
function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

const contentByKind: { [K in MailKind]: KindContent<K> } = {
  registration: (data, format) => ({
    subject: format(registrationMessages.messages.subject),
    greeting: data.name
      ? format(commonMessages.messages.greetingNamed, { name: data.name })
      : undefined,
    paragraphs: [format(registrationMessages.messages.intro)],
    action: action(format, format(registrationMessages.messages.action), data.link),
    notes: [format(registrationMessages.messages.ignore)],
  }),
  invitation: (data, format) => ({
    subject: format(invitationMessages.messages.subject, { companyName: data.companyName }),
    greeting: data.name
      ? format(commonMessages.messages.greetingNamed, { name: data.name })
      : undefined,
    banner: data.logoUrl
      ? {
          imageUrl: data.logoUrl,
          alt: format(invitationMessages.messages.logoAlt, { companyName: data.companyName }),
        }
      : undefined,
    paragraphs: [
      format(invitationMessages.messages.intro, {
        inviterName: data.inviterName,
        companyName: data.companyName,
        role: data.role,
      }),
      ...(data.welcomeLine
        ? [
            format(invitationMessages.messages.welcomeFrom, {
              companyName: data.companyName,
              welcomeLine: data.welcomeLine,
            }),
          ]
        : []),
      ...(data.positionName
        ? [
            format(invitationMessages.messages.position, {
              positionName: data.positionName,
              companyName: data.companyName,
            }),
          ]
        : []),
      format(invitationMessages.messages.purpose),
    ],
    action: action(format, format(invitationMessages.messages.action), data.link),
    notes: [
      format(invitationMessages.messages.expiry),
      format(invitationMessages.messages.ignore, { companyName: data.companyName }),
    ],
  }),
  'invitation-reminder': (data, format) => ({
    subject: format(invitationReminderMessages.messages.subject, { companyName: data.companyName }),
    paragraphs: [
      format(invitationReminderMessages.messages.intro, { companyName: data.companyName }),
      format(invitationReminderMessages.messages.newLink),
    ],
    action: action(format, format(invitationReminderMessages.messages.action), data.link),
    notes: [
      format(invitationReminderMessages.messages.expiry, { expiresOn: data.expiresOn }),
      format(invitationReminderMessages.messages.ignore, { companyName: data.companyName }),
    ],
  }),
  'assessment-reminder': (data, format) => ({
    subject: format(assessmentReminderMessages.messages.subject),
    greeting: format(commonMessages.messages.greetingNamed, { name: data.name }),
    paragraphs: [
      format(assessmentReminderMessages.messages.intro, { companyName: data.companyName }),
      format(assessmentReminderMessages.messages.resume),
    ],
    action: action(format, format(assessmentReminderMessages.messages.action), data.link),
    notes: [format(assessmentReminderMessages.messages.reason, { companyName: data.companyName })],
  }),
  'application-confirmation': (data, format) => ({
    subject: format(applicationConfirmationMessages.messages.subject, {
      companyName: data.companyName,
    }),
    greeting: format(commonMessages.messages.greetingNamed, { name: data.name }),
    paragraphs: [
      format(applicationConfirmationMessages.messages.intro, {
        companyName: data.companyName,
        positionName: data.positionName,
      }),
    ],
    action: action(format, format(applicationConfirmationMessages.messages.action), data.link),
    notes: [
      format(applicationConfirmationMessages.messages.expiry, { validHours: data.validHours }),
      format(applicationConfirmationMessages.messages.ignore),
    ],
  }),
  'password-reset': (data, format) => ({
    subject: format(passwordResetMessages.messages.subject),
    paragraphs: [format(passwordResetMessages.messages.intro)],
    action: action(format, format(passwordResetMessages.messages.action), data.link),
    notes: [
      format(passwordResetMessages.messages.expiry),
      format(passwordResetMessages.messages.ignore),
    ],
  }),
  'admin-password-reset': (data, format) => ({
    subject: format(passwordResetMessages.messages.subject),
    paragraphs: [format(passwordResetMessages.messages.adminIntro)],
    action: action(format, format(passwordResetMessages.messages.action), data.link),
    notes: [
      format(passwordResetMessages.messages.expiry),
      format(passwordResetMessages.messages.ignore),
    ],
  }),
  'security-notice': (data, format) => ({
    subject: format(securityNoticeMessages.messages.subject),
    paragraphs: [format(securityNoticeMessages.messages[securityEventMessages[data.event]])],
    notes: [format(securityNoticeMessages.messages.notYou)],
  }),
  'admin-broadcast': (data, format) => ({
    subject: data.subject,
    paragraphs: paragraphsOf(data.body),
    notes: [format(broadcastMessages.messages.reason)],
  }),
  'data-rights-update': (data, format) => ({
    subject: format(dataRightsMessages.messages.subject, { requestNumber: data.requestNumber }),
    paragraphs: [
      format(dataRightsMessages.messages.intro, { requestNumber: data.requestNumber }),
      format(dataRightsMessages.messages.status, { status: data.status }),
      format(dataRightsMessages.messages.detail),
    ],
    action: action(format, format(dataRightsMessages.messages.action), data.link),
    notes: [],
  }),
  'admin-notification': (data, format) => ({
    subject: data.subject,
    paragraphs: [format(adminNotificationMessages.messages.intro), ...paragraphsOf(data.body)],
    action: data.link
      ? action(format, format(adminNotificationMessages.messages.action), data.link)
      : undefined,
    notes: [format(adminNotificationMessages.messages.reason)],
  }),
  'candidate-retention-notice': (data, format) => {
    const values = { companyName: data.companyName, erasesOn: data.erasesOn, months: data.months };
    const messages = candidateRetentionNoticeMessages.messages;
    return {
      subject: format(messages.subject, values),
      greeting: format(commonMessages.messages.greetingNamed, { name: data.name }),
      paragraphs: [format(messages.intro, values), format(messages.erased, values)],
      action: action(format, format(messages.action), data.link),
      notes: [format(messages.nothingToDo)],
    };
  },
};

/** Subject, plain text and HTML of one message in the recipient's language. */
export function renderMail<K extends MailKind>(message: MailMessage<K>): RenderedMail {
  const format: Format = formatterFor(message.lang);
  const content = (contentByKind[message.kind] as KindContent<K>)(message.data, format);
  return layOutMail(
    {
      ...content,
      greeting: content.greeting ?? format(commonMessages.messages.greeting),
      closing: format(commonMessages.messages.closing),
      signature: format(commonMessages.messages.signature),
      footer: format(commonMessages.messages.automatic),
    },
    message.lang,
  );
}
