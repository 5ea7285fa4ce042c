/**
 * What a one-time token is for; its row and its model both name it. A `pending_sign_up` is a
 * sign-up through a position link (D90): its payload holds the account to create, the password
 * already hashed, until the mailed link confirms the address.
 */
export type OneTimeTokenPurpose =
  'registration' | 'invitation' | 'password_reset' | 'admin_password_reset' | 'pending_sign_up';
