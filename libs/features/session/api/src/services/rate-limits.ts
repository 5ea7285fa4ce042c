/** The `rate_limits` keys of the session's limits (the counting itself is platform-http's). */
export const rateLimitKeys = {
  loginAccount: (scope: 'user' | 'admin', email: string) => `login:${scope}:account:${email}`,
  /** Wrong passwords from one address. */
  loginAddress: (address: string) => `login:address:${address}`,
  /** Every sign-in attempt from one address, right or wrong. */
  loginAttemptsAddress: (address: string) => `login:address-attempts:${address}`,
  forgotPasswordAccount: (scope: 'user' | 'admin', email: string) =>
    `forgot-password:${scope}:account:${email}`,
  forgotPasswordAddress: (address: string) => `forgot-password:address:${address}`,
  linkContextAddress: (address: string) => `link-context:address:${address}`,
  secondFactorAccount: (scope: 'user' | 'admin', id: number) =>
    `second-factor:${scope}:account:${id}`,
  secondFactorAddress: (address: string) => `second-factor:address:${address}`,
  passkeyAddress: (address: string) => `passkey:address:${address}`,
};
