import { emailSchema } from '@facet/platform-kernel';
import { termsVersionsSchema } from '@facet/session-domain';
import { z } from 'zod';
import { ssoSignInRefusals } from './problems';

export const ssoIssuerMaxLength = 500;
export const ssoClientFieldMaxLength = 500;
export const ssoDomainsMax = 20;

/** The callback the providers send the browser back to: the redirect URI registered with them. */
export const ssoCallbackPath = '/api/sso/callback';

/** The issuer as the provider publishes it: an https address (http only on this machine, in development). */
export const ssoIssuerSchema = z
  .string()
  .trim()
  .min(1, { error: 'is required' })
  .max(ssoIssuerMaxLength, { error: `must be at most ${ssoIssuerMaxLength} characters` })
  .pipe(z.url({ protocol: /^https?$/, error: 'must be an https:// address' }));

/** A domain people's addresses end with, written lower case without the `@`. */
export const ssoDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, {
    error: 'must be a domain such as example.com',
  });

const clientFieldSchema = z
  .string()
  .trim()
  .max(ssoClientFieldMaxLength, { error: `must be at most ${ssoClientFieldMaxLength} characters` });

/**
 * PUT /api/sso/provider: the company's provider. The client secret is written, never read back:
 * left empty, the stored one stays (required the first time).
 */
export const ssoSettingsSchema = z.strictObject({
  issuer: ssoIssuerSchema,
  clientId: clientFieldSchema.min(1, { error: 'is required' }),
  clientSecret: clientFieldSchema.default(''),
  domains: z
    .array(ssoDomainSchema)
    .min(1, { error: 'must name at least one domain' })
    .max(ssoDomainsMax, { error: `must name at most ${ssoDomainsMax} domains` })
    .transform((domains) => [...new Set(domains)]),
  requireSso: z.boolean().default(false),
});
export type SsoSettingsInput = z.input<typeof ssoSettingsSchema>;
export type SsoSettingsUpdate = z.output<typeof ssoSettingsSchema>;

/** The company's provider as the API answers it: the secret only as "one is stored". */
export interface SsoSettings {
  issuer: string;
  clientId: string;
  domains: string[];
  requireSso: boolean;
  hasClientSecret: boolean;
}

/** GET and PUT /api/sso/provider: null before a provider is set up. */
export interface SsoSettingsAnswer {
  settings: SsoSettings | null;
  redirectUri: string;
}

/**
 * POST /api/sso/start {email, termsVersion?, privacyVersion?}: the provider's page the browser
 * goes to. The terms are the ones the page showed, recorded on an account the sign-in creates.
 */
export const ssoStartSchema = z.strictObject({ email: emailSchema, ...termsVersionsSchema.shape });
export type SsoStartInput = z.input<typeof ssoStartSchema>;
export interface SsoStartAnswer {
  authorizationUrl: string;
}

/** GET /api/sso/callback: what the provider sends back; openid-client checks each part. */
export const ssoCallbackQuerySchema = z.looseObject({
  state: z.string().max(500).optional(),
  code: z.string().max(4000).optional(),
  error: z.string().max(200).optional(),
});

/** The domains as a person types them: separated by commas, semicolons or spaces. */
export function domainsTyped(text: string): string[] {
  return text.split(/[\s,;]+/).filter((domain) => domain.length > 0);
}

/** The refused page's address names its reason. */
export const ssoRefusedQuerySchema = z.object({
  reason: z.enum(ssoSignInRefusals).catch('refused'),
});
