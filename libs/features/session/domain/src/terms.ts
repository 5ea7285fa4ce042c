import { z } from 'zod';

/**
 * Versions of the terms of use and the privacy policy a person accepts by signing in. Raising one
 * makes every earlier acceptance outdated: login then answers 422 until the new version is sent.
 */
export const currentTermsVersion = '1.0.0';
export const currentPrivacyVersion = '1.0.0';

export const termsVersionsSchema = z.object({
  termsVersion: z.string().max(20).optional(),
  privacyVersion: z.string().max(20).optional(),
});

export function acceptsCurrentTerms(versions: {
  termsVersion?: string | null;
  privacyVersion?: string | null;
}): boolean {
  return (
    versions.termsVersion === currentTermsVersion &&
    versions.privacyVersion === currentPrivacyVersion
  );
}
