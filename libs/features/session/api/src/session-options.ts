import type { RateLimit } from '@facet/platform-http';
import { createSecret } from '@facet/platform-security';
import { refreshCookieFor, type RefreshCookie } from './auth/refresh-cookie';

export interface RateLimits {
  loginPerAccount: RateLimit;
  loginPerAddress: RateLimit;
  forgotPasswordPerAccount: RateLimit;
  forgotPasswordPerAddress: RateLimit;
}

export interface SessionPluginOptions {
  /** Signs access tokens. Unset (development, tests) means a random secret for this process. */
  jwtSecret?: string;
  /** The address people reach the product at, for e-mailed links. */
  publicUrl?: string;
  rateLimits?: Partial<RateLimits>;
  /**
   * People reach the product over HTTPS only (production, or an https public address): the
   * refresh cookie is then Secure and `__Secure-` named.
   * @default false
   */
  servedOverHttps?: boolean;
}

export interface SessionSettings {
  jwtSecret: string;
  publicUrl: string;
  rateLimits: RateLimits;
  refreshCookie: RefreshCookie;
}

/**
 * Login: 5 wrong passwords per account in 15 minutes is more than a person who mistypes needs and
 * slows guessing to 480 tries a day. 50 per address counts wrong passwords only (a right one is
 * given back), so a whole office behind one NAT signs in at 9:00 while a script spraying
 * passwords from one address is stopped. Forgot-password sends mail, so it is tighter.
 */
export const defaultRateLimits: RateLimits = {
  loginPerAccount: { attempts: 5, windowSeconds: 15 * 60 },
  loginPerAddress: { attempts: 50, windowSeconds: 15 * 60 },
  forgotPasswordPerAccount: { attempts: 3, windowSeconds: 60 * 60 },
  forgotPasswordPerAddress: { attempts: 20, windowSeconds: 60 * 60 },
};

/** Absolute lifetime of a sign-in: rotation never extends it (ASVS 5.0 V7.3.2). */
export const persistentSessionSeconds = 30 * 24 * 60 * 60;
export const browserSessionSeconds = 12 * 60 * 60;
export const passwordResetSeconds = 60 * 60;

export function settingsFrom(options: SessionPluginOptions | undefined): SessionSettings {
  return {
    jwtSecret: options?.jwtSecret ?? createSecret(),
    publicUrl: options?.publicUrl ?? 'http://localhost:3000',
    rateLimits: { ...defaultRateLimits, ...options?.rateLimits },
    refreshCookie: refreshCookieFor(options?.servedOverHttps ?? false),
  };
}
