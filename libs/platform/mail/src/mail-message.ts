import { companyRoles, languages, requestStatuses, type Language } from '@facet/platform-kernel';
import { z } from 'zod';

/** Links in mail are absolute web addresses built with `buildLink`; anything else is a bug. */
const webLink = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });
const text = z.string().trim().min(1);
/** A subject is one header line; a line break in it would be a header injection. */
const subjectLine = text.regex(/^[^\r\n]*$/, { error: 'must be a single line' });

/** What each kind of mail needs; values are plain text and are escaped when rendered as HTML. */
export const mailDataSchemas = {
  /** A registration link sent to a person who has no account yet. */
  registration: z.strictObject({
    /** The person's name, when known, for the greeting. */
    name: text.optional(),
    /** The `/register/{token}` page. */
    link: webLink,
  }),
  /** An invitation to join a company (spec/product.md §3, Invitation); valid for 7 days. */
  invitation: z.strictObject({
    /** The invitee's name, when the inviter gave one (a file's name column), for the greeting. */
    name: text.optional(),
    companyName: text,
    /** Who sent it: a person's name or the company's e-mail. */
    inviterName: text,
    link: webLink,
    role: z.enum(companyRoles),
    /** The company's own line to the people it invites, when it wrote one. */
    welcomeLine: text.optional(),
    /** The position accepting applies to (D95), when the invitation names one. */
    positionName: text.optional(),
    /** The company's logo (`/api/company-logos/{key}` on the public address), PNG only: many mail programs show no SVG. */
    logoUrl: webLink.optional(),
  }),
  /** A reminder of a pending invitation, with a fresh link to the same invitation. */
  'invitation-reminder': z.strictObject({
    companyName: text,
    link: webLink,
    /** The invitation's own expiry, which a reminder does not extend. */
    expiresOn: text,
  }),
  /** A reminder to a member who started the assessment and has not finished it. */
  'assessment-reminder': z.strictObject({
    companyName: text,
    /** The person's name, for the greeting. */
    name: text,
    /** The assessment page, where the attempt resumes. */
    link: webLink,
  }),
  /**
   * The confirmation of a sign-up through a position link (D90): the account, and the
   * application, exist once the link is used.
   */
  'application-confirmation': z.strictObject({
    name: text,
    companyName: text,
    positionName: text,
    /** The `/apply/confirm/{token}` page. */
    link: webLink,
    /** Hours the link stays valid. */
    validHours: text,
  }),
  /** A user's password reset link, valid for one hour. */
  'password-reset': z.strictObject({ link: webLink }),
  /** A platform admin's password reset link, valid for one hour. */
  'admin-password-reset': z.strictObject({ link: webLink }),
  /** A change to how the person signs in, told in case it was not them (D98). */
  'security-notice': z.strictObject({
    event: z.enum(['second-factor-removed', 'recovery-code-used', 'password-reset']),
  }),
  /**
   * A message written by a platform admin (`POST /admin/send-mail`). The caller picks the body in
   * the recipient's language (messageEN / messageES / messagePT); line breaks are kept.
   */
  'admin-broadcast': z.strictObject({ subject: subjectLine, body: text }),
  /** A change of status or a new message on a data-rights request. */
  'data-rights-update': z.strictObject({
    /** The number the person knows the request by. */
    requestNumber: text,
    status: z.enum(requestStatuses),
    /** The request's page, e.g. `/account/arsulipo/{id}`. */
    link: webLink,
  }),
  /** A notice to platform admins who have notifications on (a new contact or data-rights request). */
  'admin-notification': z.strictObject({
    subject: subjectLine,
    body: text,
    /** Where in the back office to act on it. */
    link: webLink.optional(),
  }),
  /**
   * A week before a company erases its copy of a candidate it did not hire (D91): when, and
   * what goes.
   */
  'candidate-retention-notice': z.strictObject({
    name: text,
    companyName: text,
    /** The day of the erasure, written in the recipient's language. */
    erasesOn: text,
    /** The company's retention period in months. */
    months: text,
    /** The account's applications page, where one can be withdrawn sooner. */
    link: webLink,
  }),
} as const;

export type MailKind = keyof typeof mailDataSchemas;
export const mailKinds = Object.keys(mailDataSchemas) as MailKind[];

export type MailData = { [Kind in MailKind]: z.infer<(typeof mailDataSchemas)[Kind]> };

export interface MailMessage<K extends MailKind = MailKind> {
  kind: K;
  /** One recipient per message, so one outbox row is one delivery with its own retries. */
  to: string;
  lang: Language;
  data: MailData[K];
}

const envelopeSchema = z.object({
  to: z.email({ error: 'must be an e-mail address' }),
  lang: z.enum(languages),
});

/** Checks a message before it is stored; a bad message is a programming error, so it throws. */
export function validateMailMessage<K extends MailKind>(message: MailMessage<K>): MailMessage<K> {
  const schema = mailDataSchemas[message.kind];
  if (!schema) throw new Error(`Unknown mail kind "${String(message.kind)}"`);
  const envelope = envelopeSchema.safeParse(message);
  const data = schema.safeParse(message.data);
  const problems = [
    ...(envelope.success ? [] : envelope.error.issues),
    ...(data.success
      ? []
      : data.error.issues.map((issue) => ({ ...issue, path: ['data', ...issue.path] }))),
  ].map((issue) => `${issue.path.join('.')} ${issue.message}`);
  if (problems.length > 0) {
    throw new Error(`Invalid ${message.kind} mail: ${problems.join('; ')}`);
  }
  return { ...message, data: data.data as MailData[K] };
}
