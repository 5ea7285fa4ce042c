import { actingRoles, emailSchema, languageSchema, personNameSchema } from '@facet/platform-kernel';
import { z } from 'zod';
import { sessionFieldProblems as problems } from './field-problems';
import { oneTimeTokenSchema } from './identity-fields';
import { currentPasswordSchema, newPasswordSchema } from './password-rules';
import { termsVersionsSchema } from './terms';

/**
 * Payloads of the session calls (spec/api.md §7), checked by the API routes; the web forms use
 * the form schemas below, which add what only a screen has (a confirmation field).
 */
export const loginSchema = z
  .object({
    email: emailSchema,
    password: currentPasswordSchema,
    /** "Stay logged in": a persistent refresh cookie instead of one that ends with the browser. */
    stayLoggedIn: z.boolean().default(false),
  })
  .extend(termsVersionsSchema.shape);
export type LoginPayload = z.input<typeof loginSchema>;

export const adminLoginSchema = loginSchema.pick({
  email: true,
  password: true,
  stayLoggedIn: true,
});
export type AdminLoginPayload = z.input<typeof adminLoginSchema>;

export const acceptTermsSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
  termsVersion: z.string({ error: problems.required }).max(20),
  privacyVersion: z.string({ error: problems.required }).max(20),
  stayLoggedIn: z.boolean().default(false),
});
export type AcceptTermsPayload = z.input<typeof acceptTermsSchema>;

export const forgotPasswordSchema = z.object({
  email: emailSchema,
  lang: languageSchema.default('en'),
});
export type ForgotPasswordPayload = z.input<typeof forgotPasswordSchema>;

export const setPasswordSchema = z.object({
  token: oneTimeTokenSchema,
  password: newPasswordSchema,
});
export type SetPasswordPayload = z.input<typeof setPasswordSchema>;

/** GET /auth/register-context/{token}: the link's secret is the only parameter. */
export const linkContextParamsSchema = z.object({ token: oneTimeTokenSchema });

export const employeeRegisterSchema = z
  .object({
    token: oneTimeTokenSchema,
    name: personNameSchema,
    password: newPasswordSchema,
  })
  .extend(termsVersionsSchema.shape);
export type EmployeeRegisterPayload = z.input<typeof employeeRegisterSchema>;

export const changePasswordSchema = z
  .object({ password: currentPasswordSchema, newPassword: newPasswordSchema })
  .refine((change) => change.newPassword !== change.password, {
    path: ['newPassword'],
    error: problems.newPasswordSameAsCurrent,
  });
export type ChangePasswordPayload = z.input<typeof changePasswordSchema>;

/** A platform admin creates a user account (spec/api.md §7, POST /auth/register). */
export const registerUserSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  lang: languageSchema.default('en'),
});
export type RegisterUserPayload = z.input<typeof registerUserSchema>;

export const companyChangeSchema = z.object({ token: oneTimeTokenSchema });

export const verifyAdminSchema = z.object({ email: emailSchema.optional() });

/** `role=` of the manager calls: a company admin also satisfies `manager`. */
export const verifyRoleQuerySchema = z.object({
  role: z.enum(actingRoles, { error: problems.roleInvalid }),
});
