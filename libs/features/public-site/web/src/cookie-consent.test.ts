import { describe, expect, it } from 'vitest';
import {
  cookieConsentStorageKey,
  hasAnalyticsConsent,
  parseCookieConsent,
  readCookieConsent,
  writeCookieConsent,
  type ConsentStorage,
} from './cookie-consent';

function memoryStorage(initial: Record<string, string> = {}): ConsentStorage & {
  values: Record<string, string>;
} {
  const values = { ...initial };
  return {
    values,
    getItem: (key) => values[key] ?? null,
    setItem: (key, value) => {
      values[key] = value;
    },
  };
}

describe('cookie consent', () => {
  it('stores the choice as an object under cookieConsent', () => {
    const storage = memoryStorage();
    writeCookieConsent({ analytics: true }, storage);
    expect(JSON.parse(storage.values[cookieConsentStorageKey] ?? '')).toEqual({ analytics: true });
  });

  it('allows analytics only after the visitor accepted', () => {
    const storage = memoryStorage();
    expect(hasAnalyticsConsent(storage)).toBe(false);
    writeCookieConsent({ analytics: false }, storage);
    expect(hasAnalyticsConsent(storage)).toBe(false);
    writeCookieConsent({ analytics: true }, storage);
    expect(hasAnalyticsConsent(storage)).toBe(true);
  });

  it('reads back exactly what the banner writes', () => {
    const storage = memoryStorage();
    writeCookieConsent({ analytics: false }, storage);
    expect(readCookieConsent(storage)).toEqual({ analytics: false });
  });

  it('treats a bare string or a malformed record as no choice at all', () => {
    expect(parseCookieConsent(null)).toBeUndefined();
    expect(parseCookieConsent('true')).toBeUndefined();
    expect(parseCookieConsent('"accepted"')).toBeUndefined();
    expect(parseCookieConsent('{"analytics":"true"}')).toBeUndefined();
    expect(parseCookieConsent('not json')).toBeUndefined();
    expect(hasAnalyticsConsent(memoryStorage({ [cookieConsentStorageKey]: 'true' }))).toBe(false);
  });

  it('answers no consent when storage is blocked', () => {
    const blocked: ConsentStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => writeCookieConsent({ analytics: true }, blocked)).not.toThrow();
    expect(hasAnalyticsConsent(blocked)).toBe(false);
  });
});
