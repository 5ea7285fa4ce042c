import type { ApplicationConfirmationAnswer } from '@facet/hiring-domain';
import type { Language, Problem } from '@facet/platform-kernel';
import type { Request, ResponseToolkit } from '@hapi/hapi';
import type { Knex } from 'knex';

/** A pending sign-up as hiring hands it to session (D90): the account to create on confirmation. */
export interface PendingSignUpRequest {
  email: string;
  name: string;
  lang: Language;
  passwordHash: string;
  termsVersion: string;
  privacyVersion: string;
  context: Record<string, number | string>;
  companyId: number;
  expiresInSeconds: number;
}

/** What a confirmation link gave: the new account, or why none was created. */
export type ConfirmedSignUp =
  | { created: false; refusal: 'invalid' | 'used' | 'expired' | 'emailInUse' }
  | {
      created: true;
      userId: number;
      email: string;
      lang: Language;
      context: Record<string, number | string>;
    };

/**
 * What hiring needs of the features that own the data around a position, passed in the plugin's
 * options by the app (D84): this feature's shipped code imports none of them.
 */
export interface HiringPorts {
  /** Company: sets a position's licences aside, if the company has that many available. */
  reserveLicences: (
    transaction: Knex.Transaction,
    companyId: number,
    count: number,
  ) => Promise<{ reserved: boolean; available: number }>;
  /** Company: gives licences no applicant took back. */
  returnReservedLicences: (
    transaction: Knex.Transaction,
    companyId: number,
    count: number,
  ) => Promise<void>;
  /** Company: an applicant took one of the reserved licences. */
  spendReservedLicence: (transaction: Knex.Transaction, companyId: number) => Promise<void>;
  /** Company: its name and logo address, for the position's public page and mail. */
  publicBrandingOf: (
    database: Knex,
    companyId: number,
  ) => Promise<{ name: string; logoUrl: string | null }>;
  /** Profiles: a profile the company may use (its own or a global one), or `notFound`. */
  findVisibleProfile: (
    transaction: Knex.Transaction,
    companyId: number,
    profileId: number,
    notFound: Problem,
  ) => Promise<{ profile_id: number; name: string }>;
  /** Profiles: `select id, name from profiles`, joined by the position lists. */
  profileNames: (database: Knex | Knex.Transaction) => Knex.QueryBuilder;
  /** Groups: whether the company has the group. */
  companyHasGroup: (
    transaction: Knex.Transaction,
    companyId: number,
    groupId: number,
  ) => Promise<boolean>;
  /** Groups: the group's name, for a group the company has. */
  groupNameOf: (
    transaction: Knex.Transaction,
    companyId: number,
    groupId: number,
  ) => Promise<string | null>;
  /** Session: whether an account uses the address. */
  emailHasAccount: (database: Knex | Knex.Transaction, email: string) => Promise<boolean>;
  /** Session: keeps a sign-up pending; answers its confirmation link's secret. */
  issuePendingSignUp: (
    transaction: Knex.Transaction,
    signUp: PendingSignUpRequest,
  ) => Promise<string>;
  /** Session: uses a confirmation link and creates its account. */
  createPendingAccount: (transaction: Knex.Transaction, secret: string) => Promise<ConfirmedSignUp>;
  /** Session: signs the person in as login does (the refresh cookie set on `h`). */
  signInUser: (
    request: Request,
    h: ResponseToolkit,
    userId: number,
  ) => Promise<Omit<ApplicationConfirmationAnswer, 'application'>>;
  /** Session: the applicant's address and name. */
  userContactOf: (
    database: Knex | Knex.Transaction,
    userId: number,
  ) => Promise<{ id: number; email: string; name: string } | undefined>;
}
