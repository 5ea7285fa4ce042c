import { describe, expect, it } from 'vitest';
import {
  calendarDayProblem,
  calendarDaySchema,
  emailSchema,
  isVisibleName,
  languageSchema,
  personNameSchema,
  roleSatisfies,
  startOfDayAfter,
} from './index';

describe('emailSchema', () => {
  it('trims and lower-cases an address, so one address is one account', () => {
    expect(emailSchema.parse('  Ana@Example.COM ')).toBe('ana@example.com');
  });

  it('names the problem of a missing, malformed or overlong address', () => {
    expect(emailSchema.safeParse('').error?.issues[0]?.message).toBe('is required');
    expect(emailSchema.safeParse('ana@').error?.issues[0]?.message).toBe(
      'must be a valid e-mail address',
    );
    expect(emailSchema.safeParse(`${'a'.repeat(250)}@x.io`).error?.issues[0]?.message).toBe(
      'must be at most 254 characters',
    );
  });
});

describe('personNameSchema', () => {
  it('stores a name in NFC however its accents were typed', () => {
    expect(personNameSchema.parse(' Joa\u0303o ')).toBe('Jo\u00e3o');
  });

  it('refuses digits, symbols and names a reader cannot see', () => {
    expect(personNameSchema.safeParse('Ana 2').success).toBe(false);
    expect(personNameSchema.safeParse("'-.").success).toBe(false);
    expect(personNameSchema.safeParse('Ana\u200b').success).toBe(false);
  });
});

describe('isVisibleName', () => {
  it('accepts letters with the marks a language needs and refuses a pile of marks', () => {
    expect(isVisibleName('Nguy\u1ec5n')).toBe(true);
    expect(isVisibleName('Z\u0301\u0302\u0303algo')).toBe(false);
  });
});

describe('languageSchema', () => {
  it('accepts only the product languages', () => {
    expect(languageSchema.parse('pt')).toBe('pt');
    expect(languageSchema.safeParse('fr').error?.issues[0]?.message).toBe(
      'must be one of en, es, pt',
    );
  });
});

describe('roleSatisfies', () => {
  it('lets a company admin act as a manager, and no one else act as an admin', () => {
    expect(roleSatisfies('admin', 'manager')).toBe(true);
    expect(roleSatisfies('manager', 'manager')).toBe(true);
    expect(roleSatisfies('employee', 'manager')).toBe(false);
    expect(roleSatisfies('admin', 'admin')).toBe(true);
    expect(roleSatisfies('manager', 'admin')).toBe(false);
  });
});

describe('calendarDaySchema', () => {
  it('takes a real day between 1900 and 2999, leap days included', () => {
    for (const day of ['1900-01-01', '2024-02-29', '2026-11-29', '2999-12-31']) {
      expect(calendarDaySchema.safeParse(day).success, day).toBe(true);
    }
  });

  it('refuses impossible days and years the database cannot take, naming the rule', () => {
    for (const day of [
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '2026-04-31',
      '2026-01-00',
      '0000-01-01',
      '1899-12-31',
      '3000-01-01',
      '9999-12-31',
      '+010000-01-01',
      '2026-1-1',
      '2026-01-01T00:00:00Z',
    ]) {
      const parsed = calendarDaySchema.safeParse(day);
      expect(parsed.error?.issues[0]?.message, day).toBe(calendarDayProblem);
    }
  });

  it('gives the start of the next day for an included last day, across a year end', () => {
    expect(startOfDayAfter('2999-12-31')).toBe('3000-01-01T00:00:00.000Z');
    expect(startOfDayAfter('2024-02-28')).toBe('2024-02-29T00:00:00.000Z');
  });
});
