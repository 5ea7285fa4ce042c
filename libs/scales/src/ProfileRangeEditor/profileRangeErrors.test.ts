import { noValidValuesMessage } from '@facet/reports-domain';
import { describe, expect, it } from 'vitest';
import { rangeErrorKind, validateProfileRanges } from './profileRangeErrors';

describe('validateProfileRanges', () => {
  it('accepts a profile with one complete range', () => {
    expect(validateProfileRanges({ min_anxiety: 4, max_anxiety: 16 })).toEqual({ fieldErrors: {} });
  });

  it('puts each schema message on the field it names', () => {
    const { fieldErrors, formError } = validateProfileRanges({
      min_anxiety: 20,
      max_anxiety: 10,
      min_extraversion: 100,
      max_extraversion: null,
    });
    expect(formError).toBeUndefined();
    expect(fieldErrors).toEqual({
      min_anxiety: 'min_anxiety must be less than max_anxiety',
      max_extraversion: 'max_extraversion is required when min_extraversion is given',
    });
  });

  it("reports bounds in the scale's own maximum", () => {
    expect(validateProfileRanges({ min_trust: 5, max_trust: 40 }).fieldErrors).toEqual({
      max_trust: 'max_trust must be between 0 and 32',
    });
  });

  it('reports an empty profile as a form error', () => {
    expect(validateProfileRanges({})).toEqual({ fieldErrors: {}, formError: noValidValuesMessage });
  });
});

describe('rangeErrorKind', () => {
  it('recognises every message of profileRangesSchema', () => {
    const { fieldErrors } = validateProfileRanges({
      // A value from outside the form (a request body) may be anything.
      min_anxiety: 'x' as unknown as number,
      min_trust: 5,
      max_trust: 200,
    });
    expect(rangeErrorKind(fieldErrors.min_anxiety ?? '')).toEqual({ kind: 'notANumber' });
    expect(rangeErrorKind(fieldErrors.max_trust ?? '')).toEqual({
      kind: 'outOfBounds',
      maximum: 32,
    });
    const { fieldErrors: order } = validateProfileRanges({ min_ideas: 10, max_ideas: 10 });
    expect(rangeErrorKind(order.min_ideas ?? '')).toEqual({ kind: 'minimumNotLess' });
    expect(rangeErrorKind(noValidValuesMessage)).toEqual({ kind: 'noRanges' });
    const { fieldErrors: pairing } = validateProfileRanges({ max_extraversion: 90 });
    expect(rangeErrorKind(pairing.min_extraversion ?? '')).toEqual({ kind: 'otherEndRequired' });
    expect(rangeErrorKind('Profile name is required')).toEqual({ kind: 'unknown' });
  });
});
