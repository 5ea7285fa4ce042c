import { describe, expect, it } from 'vitest';
import { noValidValuesMessage, profileRangesSchema } from './profile-ranges-schema';

function issuesOf(input: unknown): Array<{ path: string; message: string }> {
  const result = profileRangesSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
}

describe('profileRangesSchema', () => {
  it('accepts a profile with some scales set and the rest null or absent', () => {
    const input = {
      min_anxiety: 0,
      max_anxiety: 32,
      min_extraversion: 50.5,
      max_extraversion: 192,
      min_trust: null,
      max_trust: null,
    };
    expect(profileRangesSchema.parse(input)).toEqual(input);
  });

  it('keeps other fields of the profile, such as its name, for the route to check', () => {
    const parsed = profileRangesSchema.parse({ name: 'Analyst', min_ideas: 10, max_ideas: 20 });
    expect(parsed).toMatchObject({ name: 'Analyst' });
  });

  it('refuses a minimum without its maximum, naming the missing field', () => {
    expect(issuesOf({ min_anxiety: 4 })).toEqual([
      { path: 'max_anxiety', message: 'max_anxiety is required when min_anxiety is given' },
    ]);
  });

  it('refuses a maximum without its minimum, naming the missing field', () => {
    expect(issuesOf({ min_ideas: 1, max_ideas: 9, max_trust: 20, min_trust: null })).toEqual([
      { path: 'min_trust', message: 'min_trust is required when max_trust is given' },
    ]);
  });

  it('refuses a minimum equal to or above the maximum', () => {
    expect(issuesOf({ min_anxiety: 12, max_anxiety: 12 })).toEqual([
      { path: 'min_anxiety', message: 'min_anxiety must be less than max_anxiety' },
    ]);
    expect(issuesOf({ min_anxiety: 20, max_anxiety: 12 })).toEqual([
      { path: 'min_anxiety', message: 'min_anxiety must be less than max_anxiety' },
    ]);
  });

  it('refuses a facet value above 32 but accepts up to 192 for domains and PEN scales', () => {
    expect(issuesOf({ min_anxiety: 0, max_anxiety: 33 })).toEqual([
      { path: 'max_anxiety', message: 'max_anxiety must be between 0 and 32' },
    ]);
    expect(issuesOf({ min_pen_psychoticism: 100, max_pen_psychoticism: 192 })).toEqual([]);
    expect(issuesOf({ min_extraversion: 0, max_extraversion: 193 })).toEqual([
      { path: 'max_extraversion', message: 'max_extraversion must be between 0 and 192' },
    ]);
  });

  it('refuses negative values and values that are not numbers', () => {
    expect(issuesOf({ min_trust: -1, max_trust: 10 })).toEqual([
      { path: 'min_trust', message: 'min_trust must be between 0 and 32' },
    ]);
    expect(issuesOf({ min_trust: '3', max_trust: 10 })).toEqual([
      { path: 'min_trust', message: 'min_trust must be a number' },
    ]);
    expect(issuesOf({ min_trust: Number.NaN, max_trust: 10 })).toEqual([
      { path: 'min_trust', message: 'min_trust must be a number' },
    ]);
  });

  it('refuses a profile that sets no scale with "no valid values"', () => {
    expect(issuesOf({})).toEqual([{ path: '', message: noValidValuesMessage }]);
    expect(issuesOf({ min_anxiety: null, max_anxiety: null, name: 'Empty' })).toEqual([
      { path: '', message: noValidValuesMessage },
    ]);
  });
});
