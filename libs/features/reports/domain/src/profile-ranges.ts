import { scales, type Scale } from '@facet/assessment-domain';

/** The range a profile accepts on one scale, both ends included. */
export interface ScaleRange {
  min: number;
  max: number;
}

/** The ideal ranges of a profile (spec/product.md §3): any subset of the 38 scales. */
export type ProfileRanges = Partial<Record<Scale, ScaleRange>>;

export type MinimumField = `min_${Scale}`;
export type MaximumField = `max_${Scale}`;

/** A profile's ranges as the product stores and sends them: flat min_/max_ fields, number or null. */
export type ProfileRangeFields = Record<MinimumField | MaximumField, number | null>;

export const minimumField = (scale: Scale): MinimumField => `min_${scale}`;
export const maximumField = (scale: Scale): MaximumField => `max_${scale}`;

/**
 * Reads the flat fields as ranges. Only scales with both ends given become a range: a lone minimum
 * or maximum is not a range (profileRangesSchema refuses it on input, so stored profiles do not
 * hold one). Missing fields count as null.
 */
export function rangesFromProfileFields(
  fields: Partial<Record<MinimumField | MaximumField, number | null>>,
): ProfileRanges {
  const ranges: ProfileRanges = {};
  for (const scale of scales) {
    const min = fields[minimumField(scale)];
    const max = fields[maximumField(scale)];
    if (typeof min === 'number' && typeof max === 'number') ranges[scale] = { min, max };
  }
  return ranges;
}

/** Writes ranges as the flat fields, every one present, null for scales the profile leaves unset. */
export function profileFieldsFromRanges(ranges: ProfileRanges): ProfileRangeFields {
  const fields = {} as ProfileRangeFields;
  for (const scale of scales) {
    const range = ranges[scale];
    fields[minimumField(scale)] = range?.min ?? null;
    fields[maximumField(scale)] = range?.max ?? null;
  }
  return fields;
}
