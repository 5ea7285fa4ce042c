import { z } from 'zod';
import { sessionFieldProblems as problems } from './field-problems';
import { currentPasswordSchema } from './password-rules';
import type { AdminSessionAnswer, UserSessionAnswer } from './session-records';

/**
 * Second factors (D98): the kinds a person can hold (an authenticator app, passkeys: D100) and
 * the shape of the codes the sign-in and the account accept.
 */
export const secondFactorKinds = ['totp', 'passkey'] as const;
export type SecondFactorKind = (typeof secondFactorKinds)[number];

/** Ten one-time recovery codes are issued when a factor is confirmed. */
export const recoveryCodeCount = 10;

/** A 6-digit authenticator code (RFC 6238 with the apps' defaults). */
export const totpCodePattern = /^\d{6}$/;

/** Four groups of four base-32 letters: 80 random bits (see D98 on why a fast hash suffices). */
export const recoveryCodePattern = /^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/;

/** What a person types in the code field: spaces and case are forgiven. */
export const secondFactorCodeSchema = z
  .string({ error: problems.required })
  .transform((code) => code.replace(/\s+/g, '').toLowerCase())
  .refine((code) => totpCodePattern.test(code) || recoveryCodePattern.test(code), {
    error: problems.secondFactorCodeInvalid,
  });

export const totpCodeSchema = z
  .string({ error: problems.required })
  .transform((code) => code.replace(/\s+/g, ''))
  .refine((code) => totpCodePattern.test(code), { error: problems.totpCodeInvalid });

/** The signed challenge of a sign-in waiting for its second factor. */
export const secondFactorChallengeSchema = z.string({ error: problems.required }).min(1).max(2000);

/** POST /auth/second-factor, /admin/second-factor: the challenge and a code or recovery code. */
export const secondFactorSignInSchema = z.object({
  challenge: secondFactorChallengeSchema,
  code: secondFactorCodeSchema,
});
export type SecondFactorSignInPayload = z.input<typeof secondFactorSignInSchema>;

/** POST …/second-factor/enrolment: a sign-in made to enrol starts it with its challenge. */
export const signInEnrolmentSchema = z.object({ challenge: secondFactorChallengeSchema });
export type SignInEnrolmentPayload = z.input<typeof signInEnrolmentSchema>;

/** POST …/second-factor/enrolment/confirm: the challenge and the app's first code. */
export const signInEnrolmentConfirmSchema = z.object({
  challenge: secondFactorChallengeSchema,
  code: totpCodeSchema,
});
export type SignInEnrolmentConfirmPayload = z.input<typeof signInEnrolmentConfirmSchema>;

/** POST …/second-factors/totp/confirm from the account: the app's first code. */
export const totpConfirmSchema = z.object({ code: totpCodeSchema });
export type TotpConfirmPayload = z.input<typeof totpConfirmSchema>;

/** DELETE …/second-factors/totp: a current code (or a recovery code), or the password. */
export const removeSecondFactorSchema = z
  .object({ code: secondFactorCodeSchema.optional(), password: currentPasswordSchema.optional() })
  .refine((proof) => proof.code !== undefined || proof.password !== undefined, {
    path: ['code'],
    error: problems.secondFactorProofMissing,
  });
export type RemoveSecondFactorPayload = z.input<typeof removeSecondFactorSchema>;

/**
 * A password sign-in that still needs its second factor: `verify` with a code, or `enrol` (a
 * person who must have one and has none) before any session opens.
 */
export interface SecondFactorStep {
  secondFactor: 'verify' | 'enrol';
  challenge: string;
}

export type UserSignInAnswer = UserSessionAnswer | SecondFactorStep;
export type AdminSignInAnswer = AdminSessionAnswer | SecondFactorStep;

/** Whether a sign-in answer asks for the second step rather than carrying a session. */
export function needsSecondFactor(answer: object): answer is SecondFactorStep {
  return 'secondFactor' in answer;
}

/** A new TOTP secret for the authenticator app: the secret as text, its URI and QR code. */
export interface TotpEnrolment {
  secret: string;
  /** The `otpauth://` address the QR code holds. */
  uri: string;
  /** The QR code as a PNG data URL. */
  qrCode: string;
}

/** The recovery codes, shown once, when a factor is confirmed. */
export interface RecoveryCodesAnswer {
  recoveryCodes: string[];
}

/** A sign-in that enrolled on the way: its session and the recovery codes to keep. */
export type UserEnrolledAnswer = UserSessionAnswer & RecoveryCodesAnswer;
export type AdminEnrolledAnswer = AdminSessionAnswer & RecoveryCodesAnswer;

/** GET …/second-factors: what the account's Security tab shows (never a secret). */
export interface SecondFactorsAnswer {
  factors: {
    id: number;
    kind: SecondFactorKind;
    /** A passkey's name; null for the authenticator app. */
    name: string | null;
    createdAt: string;
    lastUsedAt: string | null;
  }[];
  recoveryCodesLeft: number;
  /** Whether the person must keep a second factor (a platform admin, or the company says so). */
  required: boolean;
}

/** The code field of the sign-in's second step, as its form holds it. */
export const secondFactorCodeFormSchema = z.object({ code: secondFactorCodeSchema });
export type SecondFactorCodeForm = z.input<typeof secondFactorCodeFormSchema>;

/** The removal form: a code or the password, whichever the person filled in. */
export const removeSecondFactorFormSchema = z
  .object({ code: z.string(), password: z.string() })
  .transform(({ code, password }) => ({
    ...(code.trim() !== '' && { code }),
    ...(password !== '' && { password }),
  }))
  .pipe(removeSecondFactorSchema);
export type RemoveSecondFactorForm = z.input<typeof removeSecondFactorFormSchema>;
