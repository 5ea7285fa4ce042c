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

  it('refuses webhooks to private addresses in production', () => {
    expect(
      loadConfig({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' }).WEBHOOKS_ALLOW_PRIVATE_TARGETS,
    ).toBe(true);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
      }),
    ).toThrow(/WEBHOOKS_ALLOW_PRIVATE_TARGETS must be off in production/);
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
    const secret = { JWT_SECRET: 'x'.repeat(32) };
    expect(publishesApiDescription(loadConfig({}))).toBe(true);
    expect(publishesApiDescription(loadConfig({ API_DOCS: 'false' }))).toBe(false);
    expect(publishesApiDescription(loadConfig({ NODE_ENV: 'production', ...secret }))).toBe(false);
    expect(
      publishesApiDescription(loadConfig({ NODE_ENV: 'production', API_DOCS: 'true', ...secret })),
    ).toBe(true);
    expect(() => loadConfig({ API_DOCS: 'sometimes' })).toThrow(/API_DOCS must be one of/);
  });
});
