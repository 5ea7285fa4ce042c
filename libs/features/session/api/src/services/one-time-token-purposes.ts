/** What a one-time token is for; its row and its model both name it. */
export type OneTimeTokenPurpose =
  'registration' | 'invitation' | 'password_reset' | 'admin_password_reset';
