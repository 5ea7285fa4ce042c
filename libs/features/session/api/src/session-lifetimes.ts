/** Absolute lifetime of a sign-in: rotation never extends it (ASVS 5.0 V7.3.2). */
export const persistentSessionSeconds = 30 * 24 * 60 * 60;
export const browserSessionSeconds = 12 * 60 * 60;
/** How long a mailed password-reset link stands, for users and platform admins alike. */
export const passwordResetSeconds = 60 * 60;
