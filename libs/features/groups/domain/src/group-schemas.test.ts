import { describe, expect, it } from 'vitest';
import { createGroupSchema, groupMemberSchema, toggleGroupDiagnosisSchema } from './group-schemas';

describe('group schemas', () => {
  it('accepts a group without a profile and refuses a bad name', () => {
    expect(createGroupSchema.parse({ name: 'Support' })).toEqual({ name: 'Support' });
    expect(createGroupSchema.safeParse({ name: '', profile_id: 1 }).success).toBe(false);
  });

  it('lower-cases the member e-mail and refuses an invalid one', () => {
    expect(groupMemberSchema.parse({ group_id: 3, email: 'Erin@Acme.Example' })).toEqual({
      group_id: 3,
      email: 'erin@acme.example',
    });
    expect(groupMemberSchema.safeParse({ group_id: 3, email: 'nope' }).success).toBe(false);
  });

  it('only toggles to yes or no', () => {
    for (const state of ['yes', 'no'] as const) {
      expect(toggleGroupDiagnosisSchema.parse({ group_id: 1, newLicenseState: state })).toEqual({
        group_id: 1,
        newLicenseState: state,
      });
    }
    expect(
      toggleGroupDiagnosisSchema.safeParse({ group_id: 1, newLicenseState: 'inProgress' }).success,
    ).toBe(false);
  });
});
