import {
  actingRoles,
  companyRoles,
  emailSchema,
  isVisibleName,
  toggleableLicenceStates,
  bodyIdSchema,
  urlIdSchema,
} from '@facet/platform-kernel';
import { exportFileSchema } from '@facet/profiles-domain';
import { z } from 'zod';

export const groupNameMaximum = 60;

/**
 * A group's name (spec/product.md §5 "Group: valid name"): the same characters as a profile's,
 * in NFC and visible (`isVisibleName`).
 */
const groupNameInvalid = "may hold letters, digits, spaces and & ' . , ( ) / + # : - only";

export const groupNameSchema = z
  .string({ error: 'is required' })
  .trim()
  .normalize('NFC')
  .min(1, { error: 'is required', abort: true })
  .max(groupNameMaximum, { error: `must be at most ${groupNameMaximum} characters` })
  .regex(/^[\p{L}\p{M}\p{N}&'’.,()/+#: -]+$/u, { error: groupNameInvalid })
  .refine(isVisibleName, { error: groupNameInvalid });

/** A profile may be left unassigned (null or absent). */
const optionalProfileIdSchema = bodyIdSchema.nullable().optional();

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
  group_id: bodyIdSchema,
  name: groupNameSchema.optional(),
  profile_id: optionalProfileIdSchema,
});

export const groupIdParamsSchema = z.object({ id: urlIdSchema });
export const deleteGroupSchema = z.object({ group_id: bodyIdSchema });

/** PATCH /groups/add-member and /groups/remove-member {group_id, email} */
export const groupMemberSchema = z.object({ group_id: bodyIdSchema, email: emailSchema });

/** The most people one call adds by e-mail: a picked list, not a whole company. */
export const groupMembersMaximum = 100;

/**
 * PATCH /groups/add-members {group_id, emails, roles}: several people at once, by e-mail and/or
 * every employee holding one of the roles. Without refinement, so a back-office route can extend
 * it; `namesSomeoneToAdd` is the rule both apply.
 */
export const groupMembersFieldsSchema = z.object({
  group_id: bodyIdSchema,
  emails: z
    .array(emailSchema)
    .max(groupMembersMaximum, { error: `may list at most ${groupMembersMaximum} people` })
    .default([]),
  roles: z.array(z.enum(companyRoles, { error: 'must be a company role' })).default([]),
});

export const namesSomeoneToAdd = {
  check: (change: { emails: readonly string[]; roles: readonly string[] }) =>
    change.emails.length + change.roles.length > 0,
  error: { error: 'must name at least one e-mail or role' },
} as const;

export const addGroupMembersSchema = groupMembersFieldsSchema.refine(
  namesSomeoneToAdd.check,
  namesSomeoneToAdd.error,
);

/** PATCH /companies/toggle-group-diagnosis {group_id, newLicenseState} */
export const toggleGroupDiagnosisSchema = z.object({
  group_id: bodyIdSchema,
  newLicenseState: z.enum(toggleableLicenceStates, { error: 'must be yes or no' }),
});

/** GET /companies/get-employee-group?email&page */
export const employeeGroupQuerySchema = z.object({
  email: emailSchema,
  page: urlIdSchema.default(1),
  pageSize: urlIdSchema.pipe(z.number().max(100, { error: 'must be 100 or less' })).default(10),
  role: z.enum(actingRoles).optional(),
});

/** GET /groups/get-group-fit/{id}?role: the acting role, as on the other company calls. */
export const groupFitQuerySchema = z.object({ role: z.enum(actingRoles).optional() });

/** GET /groups/export-group-results/{id}?format&lang&role: the group's results as a file. */
export const groupExportQuerySchema = exportFileSchema.extend(groupFitQuerySchema.shape);

/** The columns the group-fit table sorts by (in the browser: the call answers every member). */
export const groupFitSortColumns = ['name', 'fitScore'] as const;
export type GroupFitSortColumn = (typeof groupFitSortColumns)[number];
