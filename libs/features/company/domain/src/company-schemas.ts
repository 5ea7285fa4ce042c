import {
  actingRoles,
  bodyIdSchema,
  companyRoles,
  emailSchema,
  isVisibleName,
  languageSchema,
  toggleableLicenceStates,
} from '@facet/platform-kernel';
import { oneTimeTokenSchema } from '@facet/session-domain';
import { z } from 'zod';

/**
 * Payloads and queries of the company manager calls (spec/api.md §7 "Company manager"), checked
 * by the API routes and reused by the web forms, so a message names the same rule on both sides.
 */
const companyNameInvalid = "may hold letters, digits, spaces and & ' . , ( ) - only";

/** In NFC and visible (`isVisibleName`): a company name needs a letter, not only digits. */
export const companyNameSchema = z
  .string({ error: 'is required' })
  .trim()
  .normalize('NFC')
  .min(1, { error: 'is required' })
  .max(45, { error: 'must be at most 45 characters' })
  .regex(/^[\p{L}\p{M}\p{N}&'’., ()-]+$/u, { error: companyNameInvalid })
  .refine(isVisibleName, { error: companyNameInvalid });

export const companyEmailSchema = emailSchema;

export const memberRoleSchema = z.enum(companyRoles, {
  error: 'must be one of admin, manager, employee, candidate',
});

/**
 * `?role=` names the role the caller acts with (spec/api.md §6). The server enforces the stricter
 * of it and the call's own minimum, so `?role=manager` never opens an administrators' call.
 */
export const actingRoleQuerySchema = z.object({
  role: z.enum(actingRoles, { error: 'must be manager or admin' }).optional(),
});

export const updateCompanySchema = z.object({
  name: companyNameSchema,
  email: companyEmailSchema,
  /** Its admins and managers must hold a second factor (D98); unchanged when left out. */
  requireSecondFactor: z.boolean().optional(),
});
export type UpdateCompanyPayload = z.input<typeof updateCompanySchema>;

export const employeeSortColumns = ['name', 'email', 'role', 'licence_state', 'joined_at'] as const;
export type EmployeeSortColumn = (typeof employeeSortColumns)[number];

export const employeeListQuerySchema = actingRoleQuerySchema.extend({
  sort: z.enum(employeeSortColumns, { error: 'is not a column of the list' }).default('name'),
  order: z.enum(['asc', 'desc'], { error: 'must be asc or desc' }).default('asc'),
});

export const employeeEmailParamsSchema = z.object({ email: emailSchema });

export const changeRoleSchema = z.object({
  email: emailSchema,
  newRole: memberRoleSchema,
});
export type ChangeRolePayload = z.input<typeof changeRoleSchema>;

export const toggleLicenceSchema = z.object({
  email: emailSchema,
  newLicenseState: z.enum(toggleableLicenceStates, {
    error: 'must be yes or no (a licence in progress cannot be toggled)',
  }),
});
export type ToggleLicencePayload = z.input<typeof toggleLicenceSchema>;

/**
 * Whether an invitation holds a licence while pending and assigns it to the person who accepts
 * (docs/decisions.md D61); on unless the inviter turns it off.
 */
export const assignLicenceSchema = z.boolean().default(true);

/**
 * POST /companies/invite. `host`, `neededRole` and `company_id` are accepted for the contract but
 * never trusted: the company is the caller's own (DESIGN §2).
 */
export const inviteSchema = z.object({
  guest: emailSchema,
  role: memberRoleSchema,
  lang: languageSchema.default('en'),
  assignLicense: assignLicenceSchema,
  /**
   * One of the company's open positions: accepting makes the invitee its applicant, on one of
   * its places instead of a licence of the invitation's own (D95).
   */
  position_id: bodyIdSchema.optional(),
  host: z.string().max(254).optional(),
  neededRole: z.string().max(20).optional(),
  company_id: z.union([z.number(), z.string().max(40)]).optional(),
});
export type InvitePayload = z.input<typeof inviteSchema>;

/** The web's invite dialog: the fields a person fills in. */
export const inviteFormSchema = inviteSchema.pick({
  guest: true,
  role: true,
  assignLicense: true,
  position_id: true,
});

/** The same choice for a file of invitations, sent in the query string beside the file. */
export const assignLicenceQuerySchema = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .default('true')
  .transform((value) => value === 'true');

export const cancelInvitationSchema = z.object({ guest: emailSchema });
export type CancelInvitationPayload = z.input<typeof cancelInvitationSchema>;

export const releaseEmployeeSchema = z.object({
  email: emailSchema,
  lang: languageSchema.default('en'),
});
export type ReleaseEmployeePayload = z.input<typeof releaseEmployeeSchema>;

export const companyChangeSchema = z.object({ token: oneTimeTokenSchema });
export type CompanyChangePayload = z.input<typeof companyChangeSchema>;
