import { isVisibleName, languageSchema } from '@facet/platform-kernel';
import { z } from 'zod';

/** The English problems the schemas report; the web form shows each in the reader's language. */
export const profileNameProblems = {
  required: 'is required',
  tooLong: 'must be at most 45 characters',
  invalid: 'may hold only letters, spaces, apostrophes and hyphens',
} as const;
export type ProfileNameProblem = keyof typeof profileNameProblems;

export const profileNameMaxLength = 45;

/**
 * A person's own name on /account (spec/product.md §5, "Profile edit"): letters of any language
 * (accents included), spaces, apostrophes and hyphens; no digits or other characters; at most 45;
 * in NFC and visible (`isVisibleName`).
 */
export const profileNameSchema = z
  .string({ error: profileNameProblems.required })
  .trim()
  .normalize('NFC')
  .min(1, { error: profileNameProblems.required })
  .max(profileNameMaxLength, { error: profileNameProblems.tooLong })
  .regex(/^[\p{L}\p{M}' -]+$/u, { error: profileNameProblems.invalid })
  .refine(isVisibleName, { error: profileNameProblems.invalid });

/** PATCH /user/update-profile {name}. */
export const updateProfileSchema = z.object({ name: profileNameSchema });
export type UpdateProfilePayload = z.input<typeof updateProfileSchema>;

/** PATCH /user/leave-company {lang}. */
export const leaveCompanySchema = z.object({
  lang: languageSchema,
});
export type LeaveCompanyPayload = z.input<typeof leaveCompanySchema>;

/** Which of the known problems a name has, or undefined when it is valid. */
export function profileNameProblemOf(name: string): ProfileNameProblem | undefined {
  const parsed = profileNameSchema.safeParse(name);
  if (parsed.success) return undefined;
  const message = parsed.error.issues[0]?.message;
  const found = (Object.keys(profileNameProblems) as ProfileNameProblem[]).find(
    (problem) => profileNameProblems[problem] === message,
  );
  return found ?? 'invalid';
}
