import {
  actingRoles,
  bodyIdSchema,
  isVisibleName,
  languageSchema,
  languages,
  urlIdSchema,
} from '@facet/platform-kernel';
import { personReportViews, type PersonReportView } from '@facet/reports-domain';
import { z } from 'zod';

/**
 * The payloads of the position calls (issue 39 part 1, docs/decisions.md D90), checked by the
 * API routes and the web forms alike. Every manager call is a company operation: the member path
 * under /api/hiring and its platform-admin twin under /api/admin-companies (D77), the company
 * named there by `company_id` in the query (GET, close, QR code) or the body (create, update).
 */

export const positionNameMaximum = 80;
const positionNameInvalid = 'must hold visible characters';

export const positionNameSchema = z
  .string({ error: 'is required' })
  .trim()
  .normalize('NFC')
  .min(1, { error: 'is required', abort: true })
  .max(positionNameMaximum, { error: `must be at most ${positionNameMaximum} characters` })
  .refine(isVisibleName, { error: positionNameInvalid });

/**
 * The most candidates one position takes: each reserves one of the company's licences. A graduate
 * scheme of a large employer draws thousands through one advert.
 */
export const candidateCapMaximum = 10_000;

export const candidateCapSchema = z
  .number({ error: 'must be a whole number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be at least 1' })
  .max(candidateCapMaximum, { error: `must be at most ${candidateCapMaximum}` });

/** The assessment languages a position offers: a non-empty set of the product's languages. */
export const positionLanguagesSchema = z
  .array(languageSchema)
  .min(1, { error: 'must offer at least one language' })
  .max(languages.length)
  .refine((offered) => new Set(offered).size === offered.length, {
    error: 'must not repeat a language',
  });

/**
 * What a candidate sees on finishing: their own full report, or the short candidate summary the
 * company may choose instead (reports' person report views, which it shows).
 */
export const candidateViews = personReportViews;
export type CandidateView = PersonReportView;

/** A moment as an ISO 8601 date-time with its offset (`2026-12-01T09:00:00Z`). */
export const positionMomentSchema = z.iso.datetime({
  offset: true,
  error: 'must be a date and time',
});

const closesAfterOpening = {
  check: (dates: { opensAt?: string; closesAt?: string | null }) =>
    !dates.opensAt || !dates.closesAt || Date.parse(dates.closesAt) > Date.parse(dates.opensAt),
  error: { error: 'must be after the opening', path: ['closesAt'] },
};

/**
 * POST /api/hiring/positions {name, profileId, groupId?, languages, opensAt?, closesAt?,
 * candidateCap, candidateView?}; admin: POST /api/admin-companies/positions {company_id, …}.
 * Reserves `candidateCap` licences of the company. `opensAt` defaults to now; `closesAt` null or
 * absent keeps it open until a manager closes it. Answers 201 PositionAnswer.
 */
export const createPositionSchema = z
  .object({
    name: positionNameSchema,
    profileId: bodyIdSchema,
    groupId: bodyIdSchema.nullable().default(null),
    languages: positionLanguagesSchema,
    opensAt: positionMomentSchema.optional(),
    closesAt: positionMomentSchema.nullable().default(null),
    candidateCap: candidateCapSchema,
    candidateView: z.enum(candidateViews).default('report'),
  })
  .refine(closesAfterOpening.check, closesAfterOpening.error);
export type CreatePositionPayload = z.input<typeof createPositionSchema>;

/**
 * PATCH /api/hiring/positions/{id} {name?, opensAt?, closesAt?, candidateCap?, languages?,
 * groupId?, candidateView?}; admin: PATCH /api/admin-companies/positions/{id} {company_id, …}.
 * A field left out keeps its value; `closesAt: null` or `groupId: null` clears it. A new cap
 * reserves or gives back the difference of licences and is never below the seats already taken.
 * A closed position is refused (hiring.position_closed). Answers PositionAnswer.
 */
export const updatePositionSchema = z
  .object({
    name: positionNameSchema.optional(),
    opensAt: positionMomentSchema.optional(),
    closesAt: positionMomentSchema.nullable().optional(),
    candidateCap: candidateCapSchema.optional(),
    languages: positionLanguagesSchema.optional(),
    groupId: bodyIdSchema.nullable().optional(),
    candidateView: z.enum(candidateViews).optional(),
  })
  .refine(closesAfterOpening.check, closesAfterOpening.error);
export type UpdatePositionPayload = z.input<typeof updatePositionSchema>;

/**
 * The `{id}` of /api/hiring/positions/{id}, /close and /qr-code (and their
 * /api/admin-companies/positions/{id}… twins).
 */
export const positionIdParamsSchema = z.object({ id: urlIdSchema });

/** `?role` of the manager calls, as on the other company calls. */
export const positionRoleQuerySchema = z.object({ role: z.enum(actingRoles).optional() });

/**
 * GET /api/hiring/positions?role; admin: GET /api/admin-companies/positions?company_id.
 * Every position of the company, newest first, with its counts. Answers PositionListAnswer.
 *
 * GET /api/hiring/positions/{id}?role; admin: GET /api/admin-companies/positions/{id}?company_id.
 * Answers PositionAnswer. A position of another company is 404 (hiring.position_not_found).
 *
 * POST /api/hiring/positions/{id}/close; admin: POST /api/admin-companies/positions/{id}/close
 * ?company_id. No body. Gives the unused seats back to the company's licences once; closing a
 * closed position answers it unchanged. Answers PositionAnswer.
 */
export const positionQuerySchema = positionRoleQuerySchema;

/** The picture formats of a position link's QR code. */
export const qrCodeFormats = ['png', 'svg'] as const;
export type QrCodeFormat = (typeof qrCodeFormats)[number];

/**
 * GET /api/hiring/positions/{id}/qr-code?format=png|svg&role; admin:
 * GET /api/admin-companies/positions/{id}/qr-code?company_id&format. Answers the picture
 * (image/png or image/svg+xml) as an attachment named after the position; the code holds the
 * absolute link `{publicOrigin}/apply/{token}`.
 */
export const qrCodeQuerySchema = positionRoleQuerySchema.extend({
  format: z.enum(qrCodeFormats, { error: 'must be png or svg' }).default('png'),
});
export type QrCodeQuery = z.input<typeof qrCodeQuerySchema>;
