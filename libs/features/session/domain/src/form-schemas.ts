import { emailSchema, personNameSchema } from '@facet/platform-kernel';
import { z } from 'zod';
import { sessionFieldProblems as problems } from './field-problems';
import { currentPasswordSchema, newPasswordSchema } from './password-rules';

/** spec/product.md §5: a new password and its confirmation must match. */
const confirmationMatches = {
  check: (form: { password: string; confirmPassword: string }) =>
    form.password === form.confirmPassword,
  params: { path: ['confirmPassword'], error: problems.confirmationMismatch },
};

export const loginFormSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
  stayLoggedIn: z.boolean(),
});
export type LoginForm = z.input<typeof loginFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: emailSchema });
export type ForgotPasswordForm = z.input<typeof forgotPasswordFormSchema>;

export const setPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine(confirmationMatches.check, confirmationMatches.params);
export type SetPasswordForm = z.input<typeof setPasswordFormSchema>;

export const registerFormSchema = z
  .object({ name: personNameSchema, password: newPasswordSchema, confirmPassword: z.string() })
  .refine(confirmationMatches.check, confirmationMatches.params);
export type RegisterForm = z.input<typeof registerFormSchema>;

export const changePasswordFormSchema = z
  .object({
    password: currentPasswordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword !== form.password, {
    path: ['newPassword'],
    error: problems.newPasswordSameAsCurrent,
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    error: problems.confirmationMismatch,
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/**
 * The first problem of each field, e.g. `{ password: 'must contain a number' }`: a form shows one
 * message per field, translated through `sessionFieldProblemOf`.
 */
export function fieldErrorsOf<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): Partial<Record<string, string>> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  const errors: Partial<Record<string, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
