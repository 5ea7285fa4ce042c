import { z } from 'zod';

/**
 * A company's own face towards the people it invites (issue 41, point 5): a logo and a welcome
 * line, shown on the invitation page, the invitee's home, the invitation mail and the report's
 * cover. Logos are PNG or SVG only: both scale on a cover page and in mail, and both can be
 * checked and cleaned on the server (docs/decisions.md D61).
 */
export const companyLogoTypes = ['image/png', 'image/svg+xml'] as const;
export type CompanyLogoType = (typeof companyLogoTypes)[number];

/** Large enough for a crisp 1,000 px logo, small enough to travel in every mail and PDF. */
export const companyLogoMaxBytes = 256 * 1024;
/** A PNG logo's largest side; a larger picture is a photo, not a logo. */
export const companyLogoMaxPixels = 2048;
export const welcomeLineMaxLength = 160;

/**
 * A sentence in plain words: letters of any script, digits, spaces and the punctuation a
 * greeting needs. No markup, no control or direction characters, no symbols: the line goes on
 * a cover page and into mail, where it must read as the company wrote it and nothing else.
 */
const welcomeLineCharacters = /^[\p{L}\p{M}\p{N} .,:!?¡¿'’"“”«»()&%+@/\-–—]*$/u;

export const welcomeLineSchema = z
  .string({ error: 'must be text' })
  .trim()
  .max(welcomeLineMaxLength, { error: `must be at most ${welcomeLineMaxLength} characters` })
  .regex(welcomeLineCharacters, {
    error: 'may hold letters, digits, spaces and everyday punctuation only, on one line',
  });

/** PATCH /companies/branding {welcomeLine}: an empty line removes it. */
export const updateBrandingSchema = z.strictObject({ welcomeLine: welcomeLineSchema });
export type UpdateBrandingPayload = z.input<typeof updateBrandingSchema>;

/** The logo's public address carries a key that changes with each logo, so it is cached forever. */
export const companyLogoKeySchema = z.object({
  key: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, { error: 'is not a logo key' }),
});

/** What a company shows of itself; null fields are simply not shown. */
export interface CompanyBranding {
  companyName: string;
  welcomeLine: string | null;
  /** The logo's path on this server (`/api/company-logos/{key}`), or null without a logo. */
  logoUrl: string | null;
}

export interface CompanyBrandingAnswer {
  branding: CompanyBranding;
}
