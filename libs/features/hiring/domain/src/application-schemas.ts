import { emailSchema, languageSchema, personNameSchema } from '@facet/platform-kernel';
import { newPasswordSchema, oneTimeTokenSchema } from '@facet/session-domain';
import { z } from 'zod';

/**
 * The public side of a position link (issue 39 part 1, D90): what a visitor opening
 * `/apply/{token}` calls, without signing in, and what a signed-in person calls to apply with
 * the account they have.
 */

/**
 * A position link's token: 32 random bytes in base64url (43 characters), published in job
 * adverts, so unguessable but not secret.
 */
export const positionTokenSchema = z
  .string({ error: 'is required' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'is not a position link' });

/**
 * The `{token}` of GET /api/apply/{token}, POST /api/apply/{token}/registrations and
 * POST /api/apply/{token}/applications. An unknown token is 404 (hiring.link_not_found).
 */
export const positionTokenParamsSchema = z.object({ token: positionTokenSchema });

/**
 * POST /api/apply/{token}/registrations {name, email, password, lang, consent: true,
 * termsVersion, privacyVersion}, no sign-in. Creates no account: it keeps the sign-up pending and
 * mails a confirmation link `/apply/confirm/{token}` in `lang`. Answers 202
 * RegistrationPendingAnswer. Refused when the position is closed (410 hiring.position_closed),
 * not yet open (409 hiring.position_not_yet_open) or full (409 hiring.position_full), when the
 * e-mail has an account (409 hiring.sign_in_to_apply), and past the limits per visitor address
 * and per e-mail (429 request.rate_limited).
 */
export const positionRegistrationSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  lang: languageSchema.default('en'),
  /** The visitor agreed that the company receives their results (the page says what and how long). */
  consent: z.literal(true, { error: 'must be given to apply' }),
  termsVersion: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(20),
  privacyVersion: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(20),
});
export type PositionRegistrationPayload = z.input<typeof positionRegistrationSchema>;

/**
 * POST /api/apply/confirmations {token}, no sign-in: the token of the mailed link
 * `/apply/confirm/{token}`. Creates the account, the application (taking a seat) and signs the
 * person in as login does (the refresh cookie and `{user, token}`, plus the application): answers
 * 201 ApplicationConfirmationAnswer. An unknown link is 404 (hiring.confirmation_invalid), a used
 * one 410 (hiring.confirmation_used), an expired one 410 (hiring.confirmation_expired); the
 * position's state refuses as at registration; an e-mail that got an account meanwhile is 409
 * hiring.sign_in_to_apply.
 */
export const applicationConfirmationSchema = z.object({ token: oneTimeTokenSchema });
export type ApplicationConfirmationPayload = z.input<typeof applicationConfirmationSchema>;

/**
 * POST /api/apply/{token}/applications, signed in ('user'), no body: the person applies with
 * their account. Answers 201 ApplicationAnswer. Applying twice to one position is 409
 * hiring.already_applied; the position's state refuses as at registration. Memberships never
 * change: a member of another company stays theirs.
 */
export const applyWithAccountSchema = z.object({}).optional();
