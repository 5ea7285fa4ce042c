import { describe, expect, it } from 'vitest';
import { samplePosition } from '../../story-fixtures';
import { invalidPositionFields, positionFormValues, positionPayloadOf } from './use-position-form';

describe('the position form', () => {
  it('sends a new position with the days as moments and no group as null', () => {
    const values = {
      ...positionFormValues(),
      name: 'Analyst',
      profileId: '3',
      closesOn: '2026-12-31',
    };
    const payload = positionPayloadOf(values);
    expect(payload).toMatchObject({
      name: 'Analyst',
      profileId: 3,
      groupId: null,
      candidateCap: 20,
    });
    expect(new Date(payload.closesAt ?? '').getDate()).toBe(31);
    expect(invalidPositionFields(values).size).toBe(0);
  });

  it('names the fields the shared schema refuses', () => {
    const values = {
      ...positionFormValues(),
      languages: [],
      opensOn: '2026-12-10',
      closesOn: '2026-12-01',
      candidateCap: 0,
    };
    expect([...invalidPositionFields(values)].sort()).toEqual(
      ['candidateCap', 'closesOn', 'languages', 'name', 'profileId'].sort(),
    );
  });

  it('starts an edit from the position', () => {
    expect(positionFormValues(samplePosition)).toMatchObject({
      name: 'Junior data analyst',
      profileId: '3',
      groupId: '7',
      candidateCap: 40,
    });
  });
});
