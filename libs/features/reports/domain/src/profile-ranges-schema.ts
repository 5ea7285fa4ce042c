import { scaleMaximum, scales } from '@facet/assessment-domain';
import { z } from 'zod';
import { maximumField, minimumField, type MaximumField, type MinimumField } from './profile-ranges';

/** One end of a range: a number within the scale's bounds, or null / absent when not set. */
function rangeEndSchema(field: MinimumField | MaximumField, upperBound: number) {
  const outOfBounds = `${field} must be between 0 and ${upperBound}`;
  return z
    .number({ error: `${field} must be a number` })
    .min(0, { error: outOfBounds })
    .max(upperBound, { error: outOfBounds })
    .nullable()
    .optional();
}

type RangeEndSchema = ReturnType<typeof rangeEndSchema>;

// Built from the catalogue so a new scale gets its fields and bounds without another edit here.
const rangeFieldsShape = Object.fromEntries(
  scales.flatMap((scale) => [
    [minimumField(scale), rangeEndSchema(minimumField(scale), scaleMaximum(scale))],
    [maximumField(scale), rangeEndSchema(maximumField(scale), scaleMaximum(scale))],
  ]),
) as Record<MinimumField | MaximumField, RangeEndSchema>;

export const noValidValuesMessage =
  'no valid values: give a minimum and a maximum for at least one scale';

/**
 * A profile's ranges as flat min_/max_ fields (spec/product.md §5), shared by the server route and
 * the web form. Each scale's minimum and maximum are given together or not at all, lie within
 * 0..192 (domains and PEN) or 0..32 (facets), and the minimum is strictly less than the maximum.
 * At least one scale must be set. Every message names the field it is about, and the issue's path
 * is that field, so a form can show it in place. Other keys (a profile's name, ids) pass through
 * untouched so a route can check them with its own schema.
 */
export const profileRangesSchema = z
  .looseObject(rangeFieldsShape)
  .superRefine((fields, context) => {
    let anyEndGiven = false;
    for (const scale of scales) {
      const minField = minimumField(scale);
      const maxField = maximumField(scale);
      const min = fields[minField] ?? null;
      const max = fields[maxField] ?? null;
      if (min === null && max === null) continue;
      anyEndGiven = true;
      if (max === null) {
        context.addIssue({
          code: 'custom',
          path: [maxField],
          message: `${maxField} is required when ${minField} is given`,
        });
      } else if (min === null) {
        context.addIssue({
          code: 'custom',
          path: [minField],
          message: `${minField} is required when ${maxField} is given`,
        });
      } else if (min >= max) {
        context.addIssue({
          code: 'custom',
          path: [minField],
          message: `${minField} must be less than ${maxField}`,
        });
      }
    }
    if (!anyEndGiven) context.addIssue({ code: 'custom', path: [], message: noValidValuesMessage });
  });

export type ProfileRangesInput = z.input<typeof profileRangesSchema>;
