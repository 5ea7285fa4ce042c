import { describe, expect, it } from 'vitest';
import {
  profileRankingQuerySchema,
  rankingListsValidity,
  rankingSearchParams,
} from './profile-ranking-schemas';

describe('the ranking query', () => {
  it('is written without the fields left unset and read back as it was asked', () => {
    const search = rankingSearchParams({
      profile_id: 4,
      page: 2,
      sort: 'name',
      member_role: 'candidate',
      from: undefined,
    });
    expect(search).toBe('profile_id=4&page=2&sort=name&member_role=candidate');
    const query = profileRankingQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
    expect(query).toMatchObject({
      profile_id: 4,
      page: 2,
      pageSize: 10,
      sort: 'name',
      member_role: 'candidate',
      validity: 'valid_or_questionable',
    });
  });

  it('refuses an unknown sort, role or validity and a date that is not a date', () => {
    for (const bad of [
      { sort: 'score' },
      { member_role: 'boss' },
      { validity: 'good' },
      { to: '31/12/2026' },
    ]) {
      expect(profileRankingQuerySchema.safeParse({ profile_id: '1', ...bad }).success).toBe(false);
    }
  });
});

describe("a position's ranking query", () => {
  it('names a profile or a position, never both nor neither', () => {
    expect(profileRankingQuerySchema.safeParse({ position_id: '3' }).success).toBe(true);
    expect(profileRankingQuerySchema.safeParse({}).success).toBe(false);
    expect(profileRankingQuerySchema.safeParse({ profile_id: '1', position_id: '3' }).success).toBe(
      false,
    );
  });

  it('refuses the filters that only members have: role, group and shortlist', () => {
    for (const memberOnly of [
      { member_role: 'employee' },
      { group_id: '2' },
      { shortlisted: 'true' },
    ]) {
      expect(profileRankingQuerySchema.safeParse({ position_id: '3', ...memberOnly }).success).toBe(
        false,
      );
    }
    expect(
      profileRankingQuerySchema.safeParse({ position_id: '3', from: '2026-11-01', sort: 'date' })
        .success,
    ).toBe(true);
  });
});

describe('rankingListsValidity', () => {
  it('lists valid and questionable results by default and invalid ones only when asked', () => {
    const listed = (validity: Parameters<typeof rankingListsValidity>[0]) =>
      (['valid', 'questionable', 'invalid'] as const).filter((status) =>
        rankingListsValidity(validity, status),
      );
    expect(listed('valid_or_questionable')).toEqual(['valid', 'questionable']);
    expect(listed('valid')).toEqual(['valid']);
    expect(listed('questionable')).toEqual(['questionable']);
    expect(listed('invalid')).toEqual(['invalid']);
    expect(listed('any')).toEqual(['valid', 'questionable', 'invalid']);
  });
});
