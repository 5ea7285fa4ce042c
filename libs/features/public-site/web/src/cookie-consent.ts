/** localStorage key of the visitor's cookie choice (DESIGN §8, spec/product.md §9). */
export const cookieConsentStorageKey = 'cookieConsent';

/** What the visitor chose in the cookie banner; the one shape stored and read back. */
export interface CookieConsent {
  analytics: boolean;
}

/** The part of `Storage` the consent needs, so tests can pass a plain object. */
export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Reads a stored record, or undefined when nothing valid is stored (the banner then asks again).
 * Only an object with a boolean `analytics` counts: a bare string such as "true" is not consent.
 */
export function parseCookieConsent(raw: string | null): CookieConsent | undefined {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { analytics } = value as Record<string, unknown>;
    return typeof analytics === 'boolean' ? { analytics } : undefined;
  } catch {
    return undefined;
  }
}

export function serializeCookieConsent(consent: CookieConsent): string {
  return JSON.stringify({ analytics: consent.analytics });
}

function browserStorage(): ConsentStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage access throws when the browser blocks it; there is then no stored consent.
    return undefined;
  }
}

export function readCookieConsent(
  storage: ConsentStorage | undefined = browserStorage(),
): CookieConsent | undefined {
  try {
    return parseCookieConsent(storage?.getItem(cookieConsentStorageKey) ?? null);
  } catch {
    return undefined;
  }
}

/** Stores the choice; when storage is unavailable the banner simply asks again next visit. */
export function writeCookieConsent(
  consent: CookieConsent,
  storage: ConsentStorage | undefined = browserStorage(),
): void {
  try {
    storage?.setItem(cookieConsentStorageKey, serializeCookieConsent(consent));
  } catch {
    // Not remembering the choice only means the banner shows again.
  }
}

/**
 * The one check that decides whether analytics and error reporting may load: true only after
 * the visitor accepted. It reads the same object the banner writes.
 */
export function hasAnalyticsConsent(
  storage: ConsentStorage | undefined = browserStorage(),
): boolean {
  return readCookieConsent(storage)?.analytics === true;
}
