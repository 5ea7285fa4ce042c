import { z } from 'zod';

/**
 * Reminders (issue 22, docs/decisions.md D39): a pending invitation or an assessment started and
 * not finished is reminded `times` times, step k once `daysAfter × k` days have passed since the
 * invitation was sent or the assessment was last touched.
 */
export const reminderKinds = ['invitation', 'assessment'] as const;
export type ReminderKind = (typeof reminderKinds)[number];

export const reminderDaysRange = { min: 1, max: 30 } as const;
export const reminderTimesRange = { min: 0, max: 5 } as const;

/** On by default: the "3 days, twice" is what a company gets until it says otherwise. */
export const defaultReminderSettings: ReminderSettings = { enabled: true, daysAfter: 3, times: 2 };

/** A manager may remind one invitation or one person by hand once a day. */
export const manualReminderWaitSeconds = 24 * 60 * 60;

export const reminderSettingsSchema = z.object({
  enabled: z.boolean({ error: 'must be true or false' }),
  daysAfter: z
    .number({ error: 'must be a number of days' })
    .int({ error: 'must be a whole number of days' })
    .min(reminderDaysRange.min, { error: `must be at least ${reminderDaysRange.min}` })
    .max(reminderDaysRange.max, { error: `must be at most ${reminderDaysRange.max}` }),
  times: z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(reminderTimesRange.min, { error: `must be at least ${reminderTimesRange.min}` })
    .max(reminderTimesRange.max, { error: `must be at most ${reminderTimesRange.max}` }),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

const positiveId = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .positive({ error: 'must be positive' });

/** One reminder now: to a pending invitation, or to a member with an unfinished assessment. */
export const sendReminderSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('invitation'), invitation_id: positiveId }),
    z.object({ kind: z.literal('assessment'), user_id: positiveId }),
  ],
  { error: 'must be invitation or assessment' },
);
export type SendReminderPayload = z.input<typeof sendReminderSchema>;
export type SendReminder = z.output<typeof sendReminderSchema>;

/**
 * One pending invitation or one member's unfinished assessment, as the company panel lists them:
 * who it is, since when it waits, and how many reminders went, the last when.
 */
export type ReminderTargetRecord = (
  | { kind: 'invitation'; invitation_id: number; user_id: null }
  | { kind: 'assessment'; invitation_id: null; user_id: number }
) & {
  /** The invitee's or the member's address. */
  recipient: string;
  /** The member's name; null for an invitee. */
  name: string | null;
  /** When the invitation was sent, or when the member last touched the assessment. */
  waiting_since: string;
  reminders: number;
  last_reminded_at: string | null;
};

export interface ReminderSettingsAnswer {
  settings: ReminderSettings;
}

export interface ReminderTargetListAnswer {
  targets: ReminderTargetRecord[];
  page: number;
  totalPages: number;
  total: number;
}

export interface SendReminderAnswer {
  target: ReminderTargetRecord;
  message: string;
}
