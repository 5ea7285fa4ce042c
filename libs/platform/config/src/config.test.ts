import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publishesApiDescription } from './config';

describe('loadConfig', () => {
  it('gives working defaults for a development run', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.SEED_DEMO).toBe(true);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable in one error', () => {
    expect(() => loadConfig({ PORT: 'eighty', SEED_DEMO: 'maybe' })).toThrowError(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', SEED_DEMO: 'maybe' });
    } catch (error) {
      const message = (error as ConfigError).message;
      expect(message).toMatch(/PORT must be a number/);
      expect(message).toMatch(/SEED_DEMO must be one of/);
    }
  });

  it('requires a JWT secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET is required/);
  });

  it('requires a 32-byte data encryption key in production, and makes one up elsewhere', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(production)).toThrow(/DATA_ENCRYPTION_KEY is required in production/);
    const key = Buffer.alloc(32, 9).toString('base64');
    expect(loadConfig({ ...production, DATA_ENCRYPTION_KEY: key }).DATA_ENCRYPTION_KEY).toBe(key);
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /DATA_ENCRYPTION_KEY must be 32 bytes written as base64/,
    );
    expect(loadConfig({ DATA_ENCRYPTION_KEY: key }).dataEncryptionKeyGenerated).toBe(false);
    expect(loadConfig({}).dataEncryptionKeyGenerated).toBe(true);
    const made = loadConfig({}).DATA_ENCRYPTION_KEY;
    expect(Buffer.from(made, 'base64')).toHaveLength(32);
    expect(loadConfig({}).DATA_ENCRYPTION_KEY).not.toBe(made);
    const retired = Buffer.alloc(32, 1).toString('base64');
    expect(
      loadConfig({ DATA_ENCRYPTION_RETIRED_KEYS: `${retired}, ${key}` })
        .DATA_ENCRYPTION_RETIRED_KEYS,
    ).toEqual([retired, key]);
    expect(() => loadConfig({ DATA_ENCRYPTION_RETIRED_KEYS: 'short' })).toThrow(
      /DATA_ENCRYPTION_RETIRED_KEYS/,
    );
  });

  it('refuses webhooks to private addresses in production', () => {
    expect(
      loadConfig({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' }).WEBHOOKS_ALLOW_PRIVATE_TARGETS,
    ).toBe(true);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        DATA_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
        WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
      }),
    ).toThrow(/WEBHOOKS_ALLOW_PRIVATE_TARGETS must be off in production/);
  });

  it('reads the daily invitation mail cap, left to the company feature when unset', () => {
    expect(loadConfig({}).INVITATION_MAILS_PER_DAY).toBeUndefined();
    expect(loadConfig({ INVITATION_MAILS_PER_DAY: '250' }).INVITATION_MAILS_PER_DAY).toBe(250);
    expect(() => loadConfig({ INVITATION_MAILS_PER_DAY: '0' })).toThrow(
      /INVITATION_MAILS_PER_DAY must be at least 1/,
    );
  });

  it('refuses a bootstrap admin e-mail without its password', () => {
    expect(() => loadConfig({ BOOTSTRAP_ADMIN_EMAIL: 'root@example.com' })).toThrow(
      /BOOTSTRAP_ADMIN_PASSWORD must be set together/,
    );
  });

  it('refuses a database URL that is not PostgreSQL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://localhost/db' })).toThrow(/DATABASE_URL/);
  });

  it('takes an error-reporting DSN only in the form its SDK reads', () => {
    const dsn = 'https://publickey@errors.example.com/42';
    expect(loadConfig({ ERROR_REPORTING_DSN: dsn }).ERROR_REPORTING_DSN).toBe(dsn);
    expect(() => loadConfig({ ERROR_REPORTING_DSN: 'https://errors.example.com/42' })).toThrow(
      /ERROR_REPORTING_DSN/,
    );
    expect(() =>
      loadConfig({ ERROR_REPORTING_DSN: 'https://public-key@errors.example.com/42' }),
    ).toThrow(/ERROR_REPORTING_DSN/);
  });

  it('publishes the API description outside production, and in production only when asked', () => {
    const secret = {
      JWT_SECRET: 'x'.repeat(32),
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
    };
    expect(publishesApiDescription(loadConfig({}))).toBe(true);
    expect(publishesApiDescription(loadConfig({ API_DOCS: 'false' }))).toBe(false);
    expect(publishesApiDescription(loadConfig({ NODE_ENV: 'production', ...secret }))).toBe(false);
    expect(
      publishesApiDescription(loadConfig({ NODE_ENV: 'production', API_DOCS: 'true', ...secret })),
    ).toBe(true);
    expect(() => loadConfig({ API_DOCS: 'sometimes' })).toThrow(/API_DOCS must be one of/);
  });
});
