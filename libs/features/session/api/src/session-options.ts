import type { RateLimit } from '@facet/platform-http';
import type { CompanyRole } from '@facet/platform-kernel';
import {
  createDataEncryptionKey,
  createSecret,
  dataKeyring,
  type DataKeyring,
} from '@facet/platform-security';
import type { Knex } from 'knex';
import { refreshCookieFor, type RefreshCookie } from './auth/refresh-cookie';

export interface RateLimits {
  loginPerAccount: RateLimit;
  /** Wrong passwords from one network address. */
  loginPerAddress: RateLimit;
  /** Every sign-in attempt from one network address, right or wrong. */
  loginAttemptsPerAddress: RateLimit;
  forgotPasswordPerAccount: RateLimit;
  forgotPasswordPerAddress: RateLimit;
  linkContextPerAddress: RateLimit;
  /** Every second-factor code checked for one person (sign-in, enrolment, removal). */
  secondFactorPerAccount: RateLimit;
  /** Every second-factor code checked from one network address. */
  secondFactorPerAddress: RateLimit;
  /** Every passkey challenge asked for and answer checked from one network address (D100). */
  passkeyPerAddress: RateLimit;
}

/**
 * How a sign-up by an invitation link makes the new user a member of the inviting company. The
 * company feature owns memberships and uses this feature, so the app passes its
 * `joinByInvitation` in (a port, as the personal-data registry is) instead of this feature
 * importing it. `linkId` is the used link, by which the company finds its invitation (and the
 * licence that invitation holds).
 */
export type JoinCompany = (
  transaction: Knex.Transaction,
  member: { userId: number; companyId: number; role: CompanyRole; linkId: number },
) => Promise<void>;

/** A user's company and role in it; a user belongs to at most one company. */
export interface CompanyMembership {
  companyId: number;
  role: CompanyRole;
}

/**
 * The company feature's reading of a user's membership, for the session answers and
 * verify-role: passed in by the app, like `joinCompany`, since the company feature owns
 * memberships and uses this one (D80).
 */
export type CompanyMembershipOf = (
  database: Knex | Knex.Transaction,
  userId: number,
) => Promise<CompanyMembership | undefined>;

/** What a registration or invitation link's addressee is shown of the company that sent it. */
export interface LinkCompany {
  companyName: string | null;
  /** The status of the invitation the link carries; null for a plain registration link. */
  invitationStatus: string | null;
  inviterName: string | null;
  welcomeLine: string | null;
  logoKey: string | null;
}

/** The company feature's reading of a link's company and invitation (a port, as above). */
export type LinkCompanyOf = (
  database: Knex,
  link: { linkId: number; companyId: number | null },
) => Promise<LinkCompany>;

/**
 * Whether the company of a user requires the user to hold a second factor (D98): the company's
 * setting, for its admins and managers. The company feature owns it (a port, as above).
 */
export type SecondFactorRequiredOf = (database: Knex, userId: number) => Promise<boolean>;

/**
 * Refuses a user's password sign-in by throwing the problem that says why: a company that signs
 * its members in through its identity provider (single sign-on, D99) passes it in.
 */
export type RefusePasswordSignIn = (database: Knex, userId: number) => Promise<void>;

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
  /** Needed by sign-ups with an invitation link; without it they answer 500. */
  joinCompany?: JoinCompany;
  /** Needed by every user's session answer and verify-role; without it they answer 500. */
  companyMembershipOf?: CompanyMembershipOf;
  /** Needed by the link context of registration pages; without it it answers 500. */
  linkCompanyOf?: LinkCompanyOf;
  /** Needed by every user's password sign-in; without it it answers 500. */
  secondFactorRequiredOf?: SecondFactorRequiredOf;
  /**
   * Seals the TOTP secrets (D98). Unset (tests) means a key made up for this process, so the
   * factors enrolled in it do not open after a restart.
   */
  keyring?: DataKeyring;
  /** Checked after a right password, before the session opens; unset, every password signs in. */
  refusePasswordSignIn?: RefusePasswordSignIn;
}

export interface SessionSettings {
  jwtSecret: string;
  publicUrl: string;
  rateLimits: RateLimits;
  refreshCookie: RefreshCookie;
  joinCompany: JoinCompany;
  companyMembershipOf: CompanyMembershipOf;
  linkCompanyOf: LinkCompanyOf;
  secondFactorRequiredOf: SecondFactorRequiredOf;
  keyring: DataKeyring;
  refusePasswordSignIn: RefusePasswordSignIn;
}

/**
 * Login: 5 wrong passwords per account in 15 minutes is more than a person who mistypes needs and
 * slows guessing to 480 tries a day. 50 per address counts wrong passwords only (added after the
 * check, never before it), so a whole office behind one NAT signs in at 9:00 while a script
 * spraying passwords from one address is stopped; 600 attempts of any kind per address is a
 * ceiling no office reaches that bounds what parallel guesses can do.
 * Forgot-password sends mail, so it is tighter.
 */
export const defaultRateLimits: RateLimits = {
  loginPerAccount: { attempts: 5, windowSeconds: 15 * 60 },
  loginPerAddress: { attempts: 50, windowSeconds: 15 * 60 },
  loginAttemptsPerAddress: { attempts: 600, windowSeconds: 15 * 60 },
  forgotPasswordPerAccount: { attempts: 3, windowSeconds: 60 * 60 },
  forgotPasswordPerAddress: { attempts: 20, windowSeconds: 60 * 60 },
  // A registration page asks once per opening; 60 in 15 minutes lets an office open its links
  // at once while stopping a script that guesses link secrets.
  linkContextPerAddress: { attempts: 60, windowSeconds: 15 * 60 },
  // A 6-digit code has a million values and three are good at a time: 10 tries per person in
  // 15 minutes gives a guesser about one chance in 33 000 a window (D98).
  secondFactorPerAccount: { attempts: 10, windowSeconds: 15 * 60 },
  secondFactorPerAddress: { attempts: 100, windowSeconds: 15 * 60 },
  // A passkey sign-in is two calls (the challenge, the answer); 120 in 15 minutes lets an office
  // behind one address sign in at 9:00 and bounds the challenges one address can have stored.
  passkeyPerAddress: { attempts: 120, windowSeconds: 15 * 60 },
};

export function settingsFrom(options: SessionPluginOptions | undefined): SessionSettings {
  return {
    jwtSecret: options?.jwtSecret ?? createSecret(),
    publicUrl: options?.publicUrl ?? 'http://localhost:3000',
    rateLimits: { ...defaultRateLimits, ...options?.rateLimits },
    refreshCookie: refreshCookieFor(options?.servedOverHttps ?? false),
    joinCompany:
      options?.joinCompany ??
      (() => Promise.reject(new Error('A sign-up by invitation needs the joinCompany option'))),
    companyMembershipOf:
      options?.companyMembershipOf ??
      (() => Promise.reject(new Error("A user's session needs the companyMembershipOf option"))),
    linkCompanyOf:
      options?.linkCompanyOf ??
      (() => Promise.reject(new Error('A link context needs the linkCompanyOf option'))),
    secondFactorRequiredOf:
      options?.secondFactorRequiredOf ??
      (() => Promise.reject(new Error('A sign-in needs the secondFactorRequiredOf option'))),
    keyring: options?.keyring ?? dataKeyring(createDataEncryptionKey()),
    refusePasswordSignIn: options?.refusePasswordSignIn ?? (() => Promise.resolve()),
  };
}
