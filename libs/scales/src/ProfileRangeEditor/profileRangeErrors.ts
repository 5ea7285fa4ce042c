import { scales } from '@facet/assessment-domain';
import {
  maximumField,
  minimumField,
  noValidValuesMessage,
  profileRangesSchema,
  type MaximumField,
  type MinimumField,
} from '@facet/reports-domain';

export type RangeField = MinimumField | MaximumField;

/** The range fields of a profile form: number or null (or absent, meaning null). */
export type ProfileRangeValues = Partial<Record<RangeField, number | null>>;

/** profileRangesSchema's messages, keyed by the field each one names. */
export type ProfileRangeFieldErrors = Partial<Record<RangeField, string>>;

export interface ProfileRangeValidation {
  fieldErrors: ProfileRangeFieldErrors;
  /** The error about the whole form ("no valid values: ..."), when there is one. */
  formError?: string;
}

const rangeFields: ReadonlySet<string> = new Set(
  scales.flatMap((scale) => [minimumField(scale), maximumField(scale)]),
);

function isRangeField(key: unknown): key is RangeField {
  return typeof key === 'string' && rangeFields.has(key);
}

/**
 * Checks the fields with profileRangesSchema, the rules the server applies too, and keeps the
 * first message per field. Pass the result to ProfileRangeEditor's `errors` and `formError`.
 */
export function validateProfileRanges(values: ProfileRangeValues): ProfileRangeValidation {
  const result = profileRangesSchema.safeParse(values);
  const validation: ProfileRangeValidation = { fieldErrors: {} };
  if (result.success) return validation;
  for (const issue of result.error.issues) {
    const [field] = issue.path;
    if (isRangeField(field)) validation.fieldErrors[field] ??= issue.message;
    else if (issue.path.length === 0) validation.formError ??= issue.message;
  }
  return validation;
}

/** What a schema message says, so the editor can say it in words in the reader's language. */
export type RangeErrorKind =
  | { kind: 'notANumber' }
  | { kind: 'outOfBounds'; maximum: number }
  | { kind: 'otherEndRequired' }
  | { kind: 'minimumNotLess' }
  | { kind: 'noRanges' }
  | { kind: 'unknown' };

/**
 * Reads one of profileRangesSchema's messages ("max_anxiety must be between 0 and 32",
 * "max_x is required when min_x is given", ...). The tests run the real schema for every kind,
 * so a change of its wording fails here rather than showing field names to people.
 */
export function rangeErrorKind(message: string): RangeErrorKind {
  if (message === noValidValuesMessage) return { kind: 'noRanges' };
  if (/ must be a number$/.test(message)) return { kind: 'notANumber' };
  const bounds = / must be between 0 and (\d+)$/.exec(message);
  if (bounds?.[1]) return { kind: 'outOfBounds', maximum: Number(bounds[1]) };
  if (/ is required when /.test(message)) return { kind: 'otherEndRequired' };
  if (/ must be less than /.test(message)) return { kind: 'minimumNotLess' };
  return { kind: 'unknown' };
}

/** The id of the control an error of `field` is about, for links from an error summary. */
export const profileRangeFieldId = (idPrefix: string, field: RangeField) => `${idPrefix}-${field}`;

/** The id of the alert about the whole form (no range set). */
export const profileRangeFormErrorId = (idPrefix: string) => `${idPrefix}-ranges`;
