import { companyNameSchema } from '@facet/company-domain';
import {
  emailSchema,
  languageSchema,
  minimumSearchLength,
  personNameSchema,
  searchTermSchema,
  bodyIdSchema,
  urlIdSchema,
} from '@facet/platform-kernel';
import { newPasswordSchema } from '@facet/session-domain';
import { z } from 'zod';

/**
 * Payloads and queries of the platform back office (spec/api.md §7 "Platform admin"), checked by
 * the API routes and reused by the dashboard's forms.
 */
export { minimumSearchLength, searchTermSchema };

export const searchQuerySchema = z.object({ searchTerm: searchTermSchema });

/**
 * A licence count: a whole number of at least 1, also when typed as text ("parsed as an
 * integer"). Counts above the maximum pass here and are refused by the service with 422, so
 * "invalid" (400) and "above the maximum" (422) stay apart as the spec lists them.
 */
export const licenceCountSchema = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, { error: 'must be a whole number' })], {
    error: 'must be a whole number',
  })
  .transform((value) => Number(value))
  .pipe(
    z
      .number()
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be 1 or more' })
      .max(Number.MAX_SAFE_INTEGER, { error: 'is too large' }),
  );

export const addLicencesSchema = z.object({
  company_id: bodyIdSchema,
  licensesNumber: licenceCountSchema,
});
export type AddLicencesPayload = z.input<typeof addLicencesSchema>;

export const revokeLicencesSchema = z.object({
  company_id: bodyIdSchema,
  licensesNumberToRemove: licenceCountSchema,
});
export type RevokeLicencesPayload = z.input<typeof revokeLicencesSchema>;

export const createCompanySchema = z.object({
  name: companyNameSchema,
  email: emailSchema,
  adminEmail: emailSchema,
  lang: languageSchema.default('en'),
});
export type CreateCompanyPayload = z.input<typeof createCompanySchema>;

/** The dashboard's form: the administrator's e-mail typed twice (spec/product.md §5). */
export const createCompanyFormSchema = createCompanySchema
  .extend({ adminEmailConfirmation: emailSchema })
  .refine((form) => form.adminEmail === form.adminEmailConfirmation, {
    path: ['adminEmailConfirmation'],
    error: 'must match the administrator e-mail',
  });

export const deleteCompanySchema = z.object({ companyEmailDelete: emailSchema });
export type DeleteCompanyPayload = z.input<typeof deleteCompanySchema>;

export const deleteUserSchema = z.object({ userEmailDelete: emailSchema });
export type DeleteUserPayload = z.input<typeof deleteUserSchema>;

/** Signs a user out everywhere (docs/decisions.md D97). */
export const endUserSessionsSchema = z.object({ user_id: bodyIdSchema });
export type EndUserSessionsPayload = z.input<typeof endUserSessionsSchema>;

export const createPlatformAdminSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  lang: languageSchema.default('en'),
});
export type CreatePlatformAdminPayload = z.input<typeof createPlatformAdminSchema>;

export const deletePlatformAdminSchema = z.object({ petroAdmin_id: bodyIdSchema });
export type DeletePlatformAdminPayload = z.input<typeof deletePlatformAdminSchema>;

/**
 * PATCH /admin/update {name, notifications}: the caller's own record, or the one named by
 * `petroAdmin_id` (the dashboard toggles any admin's notifications).
 */
export const updatePlatformAdminSchema = z
  .object({
    petroAdmin_id: bodyIdSchema.optional(),
    name: personNameSchema.optional(),
    notifications: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .refine((update) => update.name !== undefined || update.notifications !== undefined, {
    error: 'name or notifications is required',
  });
export type UpdatePlatformAdminPayload = z.input<typeof updatePlatformAdminSchema>;

export const platformAdminPasswordResetSchema = z.object({
  petroAdmin_id: bodyIdSchema,
  lang: languageSchema.default('en'),
});
export type PlatformAdminPasswordResetPayload = z.input<typeof platformAdminPasswordResetSchema>;

const mailSubjectSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'is required' })
  .max(200, { error: 'must be at most 200 characters' })
  .regex(/^[^\r\n]*$/, { error: 'must be a single line' });

const mailBodySchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'is required' })
  .max(10_000, { error: 'must be at most 10000 characters' });

/**
 * POST /admin/send-mail: every field is required; the list may be empty only when the mail goes
 * to every user (`emailAll`).
 */
export const sendMailSchema = z
  .object({
    emailAll: z.boolean({ error: 'must be true or false' }).default(false),
    emailArray: z
      .array(emailSchema, { error: 'must be a list of e-mail addresses' })
      .max(1000, { error: 'must hold at most 1000 addresses' })
      .default([]),
    subject: mailSubjectSchema,
    messageEN: mailBodySchema,
    messageES: mailBodySchema,
    messagePT: mailBodySchema,
  })
  .refine((mail) => mail.emailAll || mail.emailArray.length > 0, {
    path: ['emailArray'],
    error: 'needs at least one address unless the mail goes to every user',
  });
export type SendMailPayload = z.input<typeof sendMailSchema>;

/** `company_id` of the /admin-companies calls: the admin names the company, in the query… */
export const companyIdQuerySchema = z.object({ company_id: urlIdSchema });
/** …or in the body, where it is a JSON number. */
export const companyIdBodySchema = z.object({ company_id: bodyIdSchema });
