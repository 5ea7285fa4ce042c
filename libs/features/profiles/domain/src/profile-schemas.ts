import { scales } from '@facet/assessment-domain';
import { isVisibleName, bodyIdSchema, urlIdSchema } from '@facet/platform-kernel';
import {
  maximumField,
  minimumField,
  profileFieldsFromRanges,
  profileRangesSchema,
  rangesFromProfileFields,
  type ProfileRangeFields,
} from '@facet/reports-domain';
import { z } from 'zod';

export const profileNameMaximum = 60;
const profileNameInvalid = "may hold letters, digits, spaces and & ' . , ( ) / + # : - only";

/**
 * A profile's name (spec/product.md §5 "name required and of valid format"): letters of any
 * language, digits, spaces and a few punctuation marks a position title needs ("Sales (B2B)",
 * "R&D lead", "Team lead / night shift"); in NFC and visible (`isVisibleName`).
 */
export const profileNameSchema = z
  .string({ error: 'is required' })
  .trim()
  .normalize('NFC')
  .min(1, { error: 'is required', abort: true })
  .max(profileNameMaximum, { error: `must be at most ${profileNameMaximum} characters` })
  .regex(/^[\p{L}\p{M}\p{N}&'’.,()/+#: -]+$/u, { error: profileNameInvalid })
  .refine(isVisibleName, { error: profileNameInvalid });

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
    const { profile, ...rest } = body;
    if (profile && typeof profile === 'object') fields = { ...rest, ...profile };
  }
  return normaliseBeforeIntersection(fields);
}

/**
 * The schema is an intersection of loose objects, which refuses a key two parts read differently;
 * so the name is trimmed and normalised once, before both parts see it.
 */
function normaliseBeforeIntersection(fields: unknown): unknown {
  if (!fields || typeof fields !== 'object') return fields;
  const normalised = { ...(fields as Record<string, unknown>) };
  const name = normalised['name'];
  if (typeof name === 'string') normalised['name'] = name.trim().normalize('NFC');
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
        profile_id: bodyIdSchema,
        updated_at: z.iso.datetime({ error: 'must be a date and time', offset: true }).optional(),
      }),
    )
    .transform((fields) => ({
      profile_id: fields.profile_id,
      updated_at: fields.updated_at,
      content: contentOf(fields),
    })),
);

export const profileIdParamsSchema = z.object({ profile_id: urlIdSchema });
export const deleteProfileSchema = z.object({ profile_id: bodyIdSchema });
