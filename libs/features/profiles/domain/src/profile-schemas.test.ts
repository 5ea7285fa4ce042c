import { describe, expect, it } from 'vitest';
import { createProfileSchema, profileNameSchema, updateProfileSchema } from './profile-schemas';

describe('profile schemas', () => {
  it('refuses an empty or malformed name', () => {
    expect(profileNameSchema.safeParse('  ').success).toBe(false);
    expect(profileNameSchema.safeParse('a<b>').success).toBe(false);
    expect(profileNameSchema.safeParse('R&D lead (B2B)').success).toBe(true);
  });

  it('normalises a profile to its name and all 76 range ends', () => {
    const parsed = createProfileSchema.parse({ name: ' Sales ', min_anxiety: 2, max_anxiety: 9 });
    expect(parsed.name).toBe('Sales');
    expect(parsed.min_anxiety).toBe(2);
    expect(parsed.min_trust).toBeNull();
    expect(Object.keys(parsed)).toHaveLength(77);
  });

  it('unwraps the admin shape and refuses fractions', () => {
    expect(
      createProfileSchema.safeParse({ profile: { name: 'X', min_trust: 1, max_trust: 2 } }).success,
    ).toBe(true);
    const fraction = createProfileSchema.safeParse({ name: 'X', min_trust: 1.5, max_trust: 2 });
    expect(fraction.error?.issues[0]?.message).toBe('min_trust must be a whole number');
  });

  it('needs a profile id to update', () => {
    expect(updateProfileSchema.safeParse({ name: 'X', min_trust: 1, max_trust: 2 }).success).toBe(
      false,
    );
  });
});
