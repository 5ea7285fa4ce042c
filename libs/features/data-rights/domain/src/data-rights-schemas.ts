import {
  emailSchema,
  isVisibleName,
  languageSchema,
  personNameMaxLength,
  personNameSchema,
  bodyIdSchema,
  urlIdSchema,
} from '@facet/platform-kernel';
import { z } from 'zod';
import {
  phoneNumberSchema,
  requestFieldProblems as problems,
  requestMessageSchema,
  requestStatusSchema,
} from './request-fields';

/** The personal-data rights a person may exercise (spec/product.md §3). */
export const dataRights = [
  'access',
  'rectification',
  'suppression',
  'objection',
  'portability',
  'limitation',
] as const;
export type DataRight = (typeof dataRights)[number];

/** Whose data a request acts on: the person as an employee, or the company they administer. */
export const dataRightsEntities = ['employee', 'company'] as const;
export type DataRightsEntity = (typeof dataRightsEntities)[number];

/** Rights that act on a chosen entity, so the form asks for one (spec/product.md §5). */
export const rightsNeedingEntity: readonly DataRight[] = [
  'portability',
  'suppression',
  'rectification',
];

/** Rights the product cannot grant: processing is needed for it to work (spec/product.md §4). */
export const rightsNeverGranted: readonly DataRight[] = ['objection', 'limitation'];

export const dataRightSchema = z.enum(dataRights, { error: problems.rightRequired });
export const dataRightsEntitySchema = z.enum(dataRightsEntities, {
  error: problems.entityRequired,
});

/** The phone is optional here: a data-rights request is answered by e-mail and in the thread. */
const optionalPhoneSchema = z
  .string()
  .optional()
  .transform((phone) => (phone?.trim() ? phone : undefined))
  .pipe(phoneNumberSchema.optional());

/**
 * The /arsulipo form and `POST /arsulipo/user`: name, e-mail, optional phone, right, entity
 * (needed for portability, suppression and rectification) and the details (`message`).
 */
export const dataRightsRequestFieldsSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  phone: optionalPhoneSchema,
  right: dataRightSchema,
  /** An unanswered choice ('' from a form) is no entity. */
  entity: z.preprocess(
    (entity) => (entity === '' || entity === null ? undefined : entity),
    dataRightsEntitySchema.optional(),
  ),
  message: requestMessageSchema,
  lang: languageSchema.default('en'),
});

/** The fields plus the rule that ties them: the entity some rights need. */
export const dataRightsRequestSchema = dataRightsRequestFieldsSchema.superRefine(
  (request, context) => {
    if (rightsNeedingEntity.includes(request.right) && !request.entity) {
      context.addIssue({ code: 'custom', path: ['entity'], message: problems.entityRequired });
    }
  },
);
export type DataRightsRequestPayload = z.input<typeof dataRightsRequestSchema>;

/** `?related=employee|company` names the entity as the spec's query does; the body wins. */
export const dataRightsRelatedQuerySchema = z.object({
  related: dataRightsEntitySchema.optional(),
});

export const dataRightsRequestIdParamsSchema = z.object({ id: urlIdSchema });

/**
 * `PATCH /arsulipo/user`: the person writes in the request's thread. `confirmsRequest: true` says,
 * besides, that they filed it themselves (a request a visitor filed under their address).
 */
export const dataRightsChatSchema = z.object({
  arsulipo_id: bodyIdSchema,
  message: requestMessageSchema,
  lang: languageSchema.default('en'),
  confirmsRequest: z.boolean().optional(),
});
export type DataRightsChatPayload = z.input<typeof dataRightsChatSchema>;

/** `PATCH /arsulipo/admin`: any of status, notes, solution and a message, at least one. */
export const dataRightsAdminUpdateSchema = z
  .object({
    arsulipo_id: bodyIdSchema,
    status: requestStatusSchema.optional(),
    notes: z.string().trim().max(2000, { error: 'must be at most 2000 characters' }).optional(),
    solution: dataRightSchema.optional(),
    message: requestMessageSchema.optional(),
  })
  .refine(
    (update) =>
      update.status !== undefined ||
      update.notes !== undefined ||
      update.solution !== undefined ||
      update.message !== undefined,
    { error: 'give a status, notes, a solution or a message' },
  );
export type DataRightsAdminUpdatePayload = z.input<typeof dataRightsAdminUpdateSchema>;

export const adminReportQuerySchema = z.object({
  arsulipo_id: urlIdSchema,
  lang: languageSchema.default('en'),
});

export const rectificationQuerySchema = z.object({
  arsulipo_id: urlIdSchema,
  toPatch: dataRightsEntitySchema,
});

/** New name and/or e-mail of the entity; a company name may hold digits and `&`. */
export const rectificationPayloadSchema = z
  .object({
    name: z
      .string()
      .trim()
      .normalize('NFC')
      .min(1, { error: problems.required })
      .max(personNameMaxLength, { error: problems.nameTooLong })
      .refine(isVisibleName, { error: problems.nameInvalid })
      .optional(),
    email: emailSchema.optional(),
  })
  .refine((patch) => patch.name !== undefined || patch.email !== undefined, {
    error: 'give a new name or e-mail',
  });
export type RectificationPayload = z.input<typeof rectificationPayloadSchema>;

export const suppressionQuerySchema = z.object({
  arsulipo_id: urlIdSchema,
  toDelete: dataRightsEntitySchema,
});

export const portabilityQuerySchema = z.object({
  arsulipo_id: urlIdSchema,
  toPort: dataRightsEntitySchema,
});

/** `GET /arsulipo/user/{id}/document`: the person's own export link once it was granted. */
export const ownDocumentQuerySchema = z.object({
  lang: languageSchema.default('en'),
});
