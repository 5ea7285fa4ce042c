import { describe, expect, it } from 'vitest';
import { hiringItemSchema, hiringNameSchema } from './hiring-schemas';

describe('hiringNameSchema', () => {
  it('trims a name and refuses an empty or overlong one', () => {
    expect(hiringNameSchema.parse('  First  ')).toBe('First');
    expect(hiringNameSchema.safeParse('  ').success).toBe(false);
    expect(hiringNameSchema.safeParse('x'.repeat(46)).success).toBe(false);
  });
});

describe('hiringItemSchema', () => {
  it('takes a positive id and a valid name', () => {
    expect(hiringItemSchema.safeParse({ id: 1, name: 'First' }).success).toBe(true);
    expect(hiringItemSchema.safeParse({ id: 0, name: 'First' }).success).toBe(false);
  });
});
