import { describe, expect, it } from 'vitest';
import {
  leaveCompanySchema,
  profileNameProblemOf,
  profileNameSchema,
  updateProfileSchema,
} from './account-schemas';

describe('profileNameSchema', () => {
  it.each(['Erin Employee', 'José Ñúñez', "O'Brien", 'Anne-Marie', 'João Conceição'])(
    'accepts %s',
    (name) => {
      expect(profileNameSchema.safeParse(name).success).toBe(true);
    },
  );

  it('trims the name it accepts', () => {
    expect(profileNameSchema.parse('  Erin  ')).toBe('Erin');
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['Erin 2', 'invalid'],
    ['Erin!', 'invalid'],
    ['erin@acme', 'invalid'],
    ['A'.repeat(46), 'tooLong'],
  ] as const)('refuses %j as %s', (name, problem) => {
    expect(profileNameProblemOf(name)).toBe(problem);
  });

  it('accepts exactly 45 characters', () => {
    expect(profileNameProblemOf('A'.repeat(45))).toBeUndefined();
  });
});

describe('request schemas', () => {
  it('names the field of a bad update', () => {
    const parsed = updateProfileSchema.safeParse({ name: 'R2D2' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['name']);
  });

  it('needs one of the product languages to leave a company', () => {
    expect(leaveCompanySchema.safeParse({ lang: 'es' }).success).toBe(true);
    expect(leaveCompanySchema.safeParse({ lang: 'fr' }).success).toBe(false);
    expect(leaveCompanySchema.safeParse({}).success).toBe(false);
  });
});
