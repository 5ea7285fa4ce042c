import { z } from 'zod';
import { sessionFieldProblems as problems } from './field-problems';
import { secondFactorChallengeSchema } from './second-factors';
import { termsVersionsSchema } from './terms';

/** The longest name a person gives a passkey ("Work laptop", "Phone"). */
export const passkeyNameMaxLength = 60;

export const passkeyNameSchema = z
  .string({ error: problems.required })
  .trim()
  .min(1, { error: problems.required })
  .max(passkeyNameMaxLength, { error: problems.passkeyNameTooLong });

/** A base64url value of the WebAuthn JSON, bounded so no answer is a way to send megabytes. */
const base64Url = (maxLength: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]*$/)
    .max(maxLength);

const clientExtensionResultsSchema = z.record(z.string(), z.unknown());

/** What `startRegistration` of @simplewebauthn/browser answers (RegistrationResponseJSON). */
export const passkeyRegistrationResponseSchema = z.object({
  id: base64Url(1400),
  rawId: base64Url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: clientExtensionResultsSchema,
  response: z.object({
    clientDataJSON: base64Url(4000),
    attestationObject: base64Url(40_000),
    authenticatorData: base64Url(40_000).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64Url(4000).optional(),
  }),
});

/** What `startAuthentication` of @simplewebauthn/browser answers (AuthenticationResponseJSON). */
export const passkeyAuthenticationResponseSchema = z.object({
  id: base64Url(1400),
  rawId: base64Url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: clientExtensionResultsSchema,
  response: z.object({
    clientDataJSON: base64Url(4000),
    authenticatorData: base64Url(4000),
    signature: base64Url(4000),
    userHandle: base64Url(200).optional(),
  }),
});
export type PasskeyAuthenticationResponse = z.infer<typeof passkeyAuthenticationResponseSchema>;

/** POST …/second-factors/passkeys: the person's name for it and the browser's answer. */
export const passkeyRegistrationSchema = z.object({
  name: passkeyNameSchema,
  response: passkeyRegistrationResponseSchema,
});
export type PasskeyRegistrationPayload = z.input<typeof passkeyRegistrationSchema>;

/**
 * POST /auth/passkey, /admin/passkey: a usernameless sign-in's signed answer, whether the session
 * is to stay, and (a user's) the terms the sign-in accepts, as the password sign-in sends them.
 */
export const passkeySignInSchema = termsVersionsSchema.extend({
  response: passkeyAuthenticationResponseSchema,
  stayLoggedIn: z.boolean().default(false),
});
export type PasskeySignInPayload = z.input<typeof passkeySignInSchema>;

/** POST …/second-factor/passkey/options: the password step's challenge. */
export const passkeySecondStepOptionsSchema = z.object({ challenge: secondFactorChallengeSchema });
export type PasskeySecondStepOptionsPayload = z.input<typeof passkeySecondStepOptionsSchema>;

/** POST …/second-factor/passkey: the password step's challenge and the passkey's answer. */
export const passkeySecondStepSchema = z.object({
  challenge: secondFactorChallengeSchema,
  response: passkeyAuthenticationResponseSchema,
});
export type PasskeySecondStepPayload = z.input<typeof passkeySecondStepSchema>;

/** POST …/second-factor/enrolment/passkey: a sign-in made to enrol adds a passkey instead. */
export const passkeyEnrolmentSchema = passkeyRegistrationSchema.extend({
  challenge: secondFactorChallengeSchema,
});
export type PasskeyEnrolmentPayload = z.input<typeof passkeyEnrolmentSchema>;

/** POST …/second-factors/passkeys/{id}/remove: the same proof a TOTP removal asks. */
export const passkeyIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** A passkey added: its id, and the recovery codes when it is the person's first factor. */
export interface PasskeyAddedAnswer {
  id: number;
  recoveryCodes: string[] | null;
}

/** The Security tab's field naming a passkey before the browser makes it. */
export const passkeyNameFormSchema = z.object({ name: passkeyNameSchema });
export type PasskeyNameForm = z.input<typeof passkeyNameFormSchema>;
