import { describe, expect, it } from 'vitest';
import { positionRegistrationSchema, positionTokenSchema } from './application-schemas';
import { createPositionSchema, updatePositionSchema } from './position-schemas';

const position = { name: 'Data analyst', profileId: 3, languages: ['es'], candidateCap: 5 };

describe('createPositionSchema', () => {
  it('takes a position with defaults for what it leaves out', () => {
    expect(createPositionSchema.parse(position)).toEqual({
      ...position,
      groupId: null,
      closesAt: null,
      candidateView: 'report',
    });
  });

  it('refuses no language, a repeated one, a cap outside 1..10,000 and a closing before opening', () => {
    expect(createPositionSchema.safeParse({ ...position, languages: [] }).success).toBe(false);
    expect(createPositionSchema.safeParse({ ...position, languages: ['en', 'en'] }).success).toBe(
      false,
    );
    expect(createPositionSchema.safeParse({ ...position, candidateCap: 0 }).success).toBe(false);
    expect(createPositionSchema.safeParse({ ...position, candidateCap: 10_001 }).success).toBe(
      false,
    );
    const closingFirst = {
      ...position,
      opensAt: '2026-12-02T09:00:00Z',
      closesAt: '2026-12-01T09:00:00Z',
    };
    expect(createPositionSchema.safeParse(closingFirst).success).toBe(false);
  });
});

describe('updatePositionSchema', () => {
  it('lets a field be left out and the closing be cleared', () => {
    expect(updatePositionSchema.parse({ closesAt: null })).toEqual({ closesAt: null });
  });
});

describe('positionRegistrationSchema', () => {
  const registration = {
    name: 'Ana Pérez',
    email: 'ana@example.com',
    password: 'Strong-Pass1',
    lang: 'es',
    consent: true,
    termsVersion: '1.0.0',
    privacyVersion: '1.0.0',
  };

  it('requires consent', () => {
    expect(positionRegistrationSchema.safeParse(registration).success).toBe(true);
    expect(positionRegistrationSchema.safeParse({ ...registration, consent: false }).success).toBe(
      false,
    );
  });
});

describe('positionTokenSchema', () => {
  it('takes 43 base64url characters only', () => {
    expect(positionTokenSchema.safeParse('a'.repeat(43)).success).toBe(true);
    expect(positionTokenSchema.safeParse('a'.repeat(42)).success).toBe(false);
    expect(positionTokenSchema.safeParse(`${'a'.repeat(42)}/`).success).toBe(false);
  });
});
