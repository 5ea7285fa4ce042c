import { randomBytes } from 'node:crypto';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'must be one of true, false, 1, 0, yes, no',
  })
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** 32 bytes as standard base64, as `openssl rand -base64 32` writes them. */
const dataEncryptionKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9+/]{43}=$/, { error: 'must be 32 bytes written as base64' });

const optionalUrl = (protocols: readonly string[]) =>
  z
    .url({ error: 'must be a URL' })
    .refine((value) => protocols.some((protocol) => value.startsWith(`${protocol}:`)), {
      error: `must start with ${protocols.map((protocol) => `${protocol}://`).join(' or ')}`,
    })
    .optional();

/** Every setting of the API, read from the environment once at start-up (README, Configuration). */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be an integer' })
      .min(0)
      .max(65535)
      .default(3000),
    PUBLIC_URL: optionalUrl(['http', 'https']),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
    EMBEDDED_PG_DIR: z.string().min(1).default('.data/postgres'),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
    JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    /**
     * Encrypts secrets kept for later use (webhook signing secrets) in the database. Unset
     * outside production: a key for this run only, so secrets stored in one run are unreadable
     * in the next (README, Configuration).
     */
    DATA_ENCRYPTION_KEY: dataEncryptionKeySchema.optional(),
    /** Keys replaced by `DATA_ENCRYPTION_KEY`, comma-separated: they still open older values. */
    DATA_ENCRYPTION_RETIRED_KEYS: z
      .string()
      .transform((value) => value.split(',').map((key) => key.trim()))
      .pipe(z.array(dataEncryptionKeySchema))
      .optional(),
    SEED_DEMO: booleanFromEnv.default(true),
    BOOTSTRAP_ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
    BOOTSTRAP_ADMIN_PASSWORD: z
      .string()
      .min(8, { error: 'must be at least 8 characters' })
      .optional(),
    SMTP_URL: optionalUrl(['smtp', 'smtps']),
    MAIL_FROM: z.string().min(3).default('Facet <no-reply@facet.local>'),
    MAIL_DELIVERY: z
      .enum(['in-process', 'off'], { error: 'must be in-process or off' })
      .default('in-process'),
    /** How often due reminders are looked for (issue 22); journeys sweep every second or two. */
    REMINDER_SWEEP_SECONDS: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be an integer' })
      .min(1, { error: 'must be at least 1' })
      .max(24 * 60 * 60, { error: 'must be at most 86400' })
      .default(300),
    /**
     * Invitation mails one company may send in 24 hours (security review N4); left out, the
     * company feature's default (`defaultInvitationMailsPerDay`, 1,000) applies.
     */
    INVITATION_MAILS_PER_DAY: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be an integer' })
      .min(1, { error: 'must be at least 1' })
      .max(1_000_000, { error: 'must be at most 1000000' })
      .optional(),
    /**
     * Lets webhooks go to http:// and to private, loopback and link-local addresses, for a
     * receiver on the developer's machine or in tests (D42); refused in production.
     */
    WEBHOOKS_ALLOW_PRIVATE_TARGETS: booleanFromEnv.default(false),
    WEB_DIST_DIR: z.string().min(1).default('dist/apps/web'),
    ERROR_REPORTING_DSN: z
      .string()
      .regex(/^https?:\/\/\w+(:\w*)?@[\w.-]+(:\d+)?\/[\w/.-]+$/, {
        error: 'must be a DSN such as https://publickey@errors.example.com/1',
      })
      .optional(),
    TRUST_PROXY_TLS: booleanFromEnv.default(false),
    TRUST_PROXY_HOPS: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be an integer' })
      .min(0, { error: 'must be 0 or more' })
      .max(10, { error: 'must be at most 10' })
      .default(0),
    /** Unset: on outside production, off in production (see `publishesApiDescription`). */
    API_DOCS: booleanFromEnv.optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .refine((config) => config.NODE_ENV !== 'production' || config.JWT_SECRET !== undefined, {
    path: ['JWT_SECRET'],
    error: 'is required in production',
  })
  .refine(
    (config) => config.NODE_ENV !== 'production' || config.DATA_ENCRYPTION_KEY !== undefined,
    {
      path: ['DATA_ENCRYPTION_KEY'],
      error: 'is required in production (generate one with: openssl rand -base64 32)',
    },
  )
  .refine((config) => config.NODE_ENV !== 'production' || !config.WEBHOOKS_ALLOW_PRIVATE_TARGETS, {
    path: ['WEBHOOKS_ALLOW_PRIVATE_TARGETS'],
    error: 'must be off in production: webhooks would reach private addresses',
  })
  .refine(
    (config) =>
      (config.BOOTSTRAP_ADMIN_EMAIL === undefined) ===
      (config.BOOTSTRAP_ADMIN_PASSWORD === undefined),
    {
      path: ['BOOTSTRAP_ADMIN_PASSWORD'],
      error: 'must be set together with BOOTSTRAP_ADMIN_EMAIL',
    },
  );

export type Config = Omit<z.infer<typeof configSchema>, 'DATA_ENCRYPTION_KEY'> & {
  /** As configured, or generated for this run outside production (see `loadConfig`). */
  DATA_ENCRYPTION_KEY: string;
  /** Whether `DATA_ENCRYPTION_KEY` was made up for this process (it was not configured). */
  dataEncryptionKeyGenerated: boolean;
};

/**
 * Whether people reach the product over HTTPS only: in production, or when its public address is
 * https. Cookies are Secure then; never decided from a request's Host header, which the client
 * chooses (security review finding 13).
 */
export function isServedOverHttps(config: Pick<Config, 'NODE_ENV' | 'PUBLIC_URL'>): boolean {
  return config.NODE_ENV === 'production' || config.PUBLIC_URL?.startsWith('https:') === true;
}

/**
 * Whether `/api/docs` is served and `/api/health` names the version. Both map the product for an
 * attacker, so production shows them only when `API_DOCS=true` (security review finding 14).
 */
export function publishesApiDescription(config: Pick<Config, 'NODE_ENV' | 'API_DOCS'>): boolean {
  return config.API_DOCS ?? config.NODE_ENV !== 'production';
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the configuration, naming every bad variable at once so a deploy is fixed in one go. */
export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  const withoutEmpty = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.safeParse(withoutEmpty);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`,
      ),
    );
  }
  // Outside production an unset key is made up for this process, so development works with no
  // set-up; every process that reads the same secrets must then be given one explicitly.
  return {
    ...parsed.data,
    DATA_ENCRYPTION_KEY: parsed.data.DATA_ENCRYPTION_KEY ?? randomBytes(32).toString('base64'),
    dataEncryptionKeyGenerated: parsed.data.DATA_ENCRYPTION_KEY === undefined,
  };
}
