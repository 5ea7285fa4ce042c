import { describe, expect, it } from 'vitest';
import { interviewGuidesItemSchema, interviewGuidesNameSchema } from './interview-guides-schemas';

describe('interviewGuidesNameSchema', () => {
  it('trims a name and refuses an empty or overlong one', () => {
    expect(interviewGuidesNameSchema.parse('  First  ')).toBe('First');
    expect(interviewGuidesNameSchema.safeParse('  ').success).toBe(false);
    expect(interviewGuidesNameSchema.safeParse('x'.repeat(46)).success).toBe(false);
  });
});

describe('interviewGuidesItemSchema', () => {
  it('takes a positive id and a valid name', () => {
    expect(interviewGuidesItemSchema.safeParse({ id: 1, name: 'First' }).success).toBe(true);
    expect(interviewGuidesItemSchema.safeParse({ id: 0, name: 'First' }).success).toBe(false);
  });
});
