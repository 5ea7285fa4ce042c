import { recordIdSchema } from '@facet/profiles-domain';
import { emailSchema } from '@facet/session-domain';
import { z } from 'zod';

export const groupNameMaximum = 60;

/** A group's name (spec/product.md §5 "Group: valid name"): the same characters as a profile's. */
export const groupNameSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'is required', abort: true })
  .max(groupNameMaximum, { error: `must be at most ${groupNameMaximum} characters` })
  .regex(/^[\p{L}\p{M}\p{N}&'’.,()/+#: -]+$/u, {
    error: "may hold letters, digits, spaces and & ' . , ( ) / + # : - only",
  });

/** A profile may be left unassigned (null or absent). */
const optionalProfileIdSchema = recordIdSchema.nullable().optional();

/** POST /groups/create-group {name, profile_id} */
export const createGroupSchema = z.object({
  name: groupNameSchema,
  profile_id: optionalProfileIdSchema,
});

/**
 * PATCH /groups/update-group {group_id, name, profile_id}: a field left out keeps its value;
 * `profile_id: null` clears the group's profile.
 */
export const updateGroupSchema = z.object({
  group_id: recordIdSchema,
  name: groupNameSchema.optional(),
  profile_id: optionalProfileIdSchema,
});

export const groupIdParamsSchema = z.object({ id: recordIdSchema });
export const deleteGroupSchema = z.object({ group_id: recordIdSchema });

/** PATCH /groups/add-member and /groups/remove-member {group_id, email} */
export const groupMemberSchema = z.object({ group_id: recordIdSchema, email: emailSchema });

/** PATCH /companies/toggle-group-diagnosis {group_id, newLicenseState} */
export const toggleGroupDiagnosisSchema = z.object({
  group_id: recordIdSchema,
  newLicenseState: z.enum(['yes', 'no'], { error: 'must be yes or no' }),
});

/** GET /companies/get-employee-group?email&page */
export const employeeGroupQuerySchema = z.object({
  email: emailSchema,
  page: recordIdSchema.default(1),
  pageSize: recordIdSchema.max(100, { error: 'must be 100 or less' }).default(10),
  role: z.enum(['manager', 'admin']).optional(),
});

/** GET /groups/get-group-fit/{id}?role: the acting role, as on the other company calls. */
export const groupFitQuerySchema = z.object({ role: z.enum(['manager', 'admin']).optional() });

/** The columns the group-fit table sorts by (in the browser: the call answers every member). */
export const groupFitSortColumns = ['name', 'fitPercentage'] as const;
export type GroupFitSortColumn = (typeof groupFitSortColumns)[number];
