import { scales } from '@facet/assessment-domain';
import {
  maximumField,
  minimumField,
  profileFieldsFromRanges,
  profileRangesSchema,
  rangesFromProfileFields,
  type ProfileRangeFields,
} from '@facet/reports-domain';
import { z } from 'zod';

/** A positive whole-number id in a path, query or body (sent as a number or a numeric string). */
export const recordIdSchema = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be 1 or more' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'is too large' });

export const profileNameMaximum = 60;

/**
 * A profile's name (spec/product.md §5 "name required and of valid format"): letters of any
 * language, digits, spaces and a few punctuation marks a position title needs ("Sales (B2B)",
 * "R&D lead", "Team lead / night shift").
 */
export const profileNameSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'is required', abort: true })
  .max(profileNameMaximum, { error: `must be at most ${profileNameMaximum} characters` })
  .regex(/^[\p{L}\p{M}\p{N}&'’.,()/+#: -]+$/u, {
    error: "may hold letters, digits, spaces and & ' . , ( ) / + # : - only",
  });

/** Range ends are stored as integers: a fraction would be rounded silently by the database. */
const wholeNumberEnds = z.looseObject({}).superRefine((fields, context) => {
  for (const scale of scales) {
    for (const field of [minimumField(scale), maximumField(scale)]) {
      const value = fields[field];
      if (typeof value === 'number' && !Number.isInteger(value)) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `${field} must be a whole number`,
        });
      }
    }
  }
});

/**
 * The admin calls send `{ profile: {...} }` (spec/api.md §5 "profile must be provided"); the
 * manager form sends the fields flat. Both are accepted: a `profile` object is unwrapped.
 */
function unwrapProfile(body: unknown): unknown {
  let fields = body;
  if (body && typeof body === 'object' && 'profile' in body) {
    const { profile, ...rest } = body as { profile: unknown };
    if (profile && typeof profile === 'object') fields = { ...rest, ...profile };
  }
  return normaliseBeforeIntersection(fields);
}

/**
 * The schema is an intersection of loose objects, which refuses a key two parts read differently;
 * so the name is trimmed and a numeric id string made a number once, before both parts see them.
 */
function normaliseBeforeIntersection(fields: unknown): unknown {
  if (!fields || typeof fields !== 'object') return fields;
  const normalised = { ...(fields as Record<string, unknown>) };
  if (typeof normalised['name'] === 'string') normalised['name'] = normalised['name'].trim();
  const id = normalised['profile_id'];
  if (typeof id === 'string' && /^\d+$/.test(id)) normalised['profile_id'] = Number(id);
  return normalised;
}

/** The stored fields of a profile: its name and all 76 range ends (null where unset). */
export type ProfileContent = { name: string } & ProfileRangeFields;

function contentOf(fields: { name: string } & Record<string, unknown>): ProfileContent {
  const ranges = rangesFromProfileFields(fields as Partial<ProfileRangeFields>);
  return { name: fields.name, ...profileFieldsFromRanges(ranges) };
}

const profileBodySchema = profileRangesSchema
  .and(wholeNumberEnds)
  .and(z.looseObject({ name: profileNameSchema }));

/** POST /profiles/create-profile: a name and at least one range (400 "no valid values"). */
export const createProfileSchema = z.preprocess(
  unwrapProfile,
  profileBodySchema.transform((fields) => contentOf(fields)),
);

/**
 * PATCH /profiles/update-profile: the whole profile again, with its id. `updated_at`, when sent,
 * is the version the editor started from: a later change by someone else answers 409.
 */
export const updateProfileSchema = z.preprocess(
  unwrapProfile,
  profileBodySchema
    .and(
      z.looseObject({
        profile_id: recordIdSchema,
        updated_at: z.iso.datetime({ error: 'must be a date and time', offset: true }).optional(),
      }),
    )
    .transform((fields) => ({
      profile_id: fields.profile_id,
      updated_at: fields.updated_at,
      content: contentOf(fields),
    })),
);

export const profileIdParamsSchema = z.object({ profile_id: recordIdSchema });
export const deleteProfileSchema = z.object({ profile_id: recordIdSchema });
