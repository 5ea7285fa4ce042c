import { domains, type ValidityStatus } from '@facet/assessment-domain';
import { describe, expect, it } from 'vitest';
import { heatBandOf, teamScales } from './team-scales';
import { teamMember } from './testing';
import {
  compareTeams,
  expectedLevelShares,
  leftOutReasonOf,
  mayCompareTeams,
  minimumPeopleShown,
  teamView,
  type TeamMemberInput,
} from './team-view';

let nextId = 1;
function member(
  name: string,
  result: { facet: number; validity?: ValidityStatus } | null,
): TeamMemberInput {
  return teamMember(
    nextId++,
    name,
    result && { facet: result.facet, validity: result.validity ?? 'valid' },
  );
}

describe('leftOutReasonOf', () => {
  it('counts a valid or questionable result and leaves out no result and an invalid one', () => {
    expect(leftOutReasonOf(member('Ann', { facet: 16 }))).toBeNull();
    expect(leftOutReasonOf(member('Cy', { facet: 16, validity: 'questionable' }))).toBeNull();
    expect(leftOutReasonOf(member('Bo', null))).toBe('no_result');
    expect(leftOutReasonOf(member('Di', { facet: 16, validity: 'invalid' }))).toBe('invalid');
  });
});

describe('teamView', () => {
  const view = teamView([
    member('Zoe', { facet: 24 }),
    member('Ann', { facet: 10 }),
    member('Max', { facet: 18 }),
    member('Bo', null),
    member('Cy', { facet: 16, validity: 'questionable' }),
    member('Di', { facet: 16, validity: 'invalid' }),
  ]);

  it('shows the counted members by name with a T-score, a percentile and a level on every scale', () => {
    expect(view.members.map((row) => row.name)).toEqual(['Ann', 'Cy', 'Max', 'Zoe']);
    expect(view.counted).toBe(4);
    expect(view.scales).toEqual([...teamScales]);
    for (const row of view.members) {
      expect(row.t).toHaveLength(35);
      expect(row.percentiles).toHaveLength(35);
      expect(row.levels).toHaveLength(35);
    }
    const anxiety = teamScales.indexOf('anxiety');
    expect(view.members[0]!.percentiles[anxiety]).toBeLessThan(31);
    expect(view.members[3]!.percentiles[anxiety]).toBeGreaterThan(69);
    expect(view.members[0]!.levels[anxiety]).toBe('low');
    expect(view.members[3]!.levels[anxiety]).toBe('high');
  });

  it('counts a questionable result and marks it, and says how many were left out and why', () => {
    expect(view.members.map((row) => row.validity)).toEqual([
      'valid',
      'questionable',
      'valid',
      'valid',
    ]);
    expect(view.countedQuestionable).toBe(1);
    expect(view.leftOut).toEqual({ total: 2, no_result: 1, invalid: 1 });
  });

  it('puts every counted member once in each domain distribution, beside the norm', () => {
    expect(view.distributions.map((entry) => entry.domain)).toEqual([...domains]);
    for (const distribution of view.distributions) {
      const counts = distribution.levels.reduce((sum, share) => sum + share.count, 0);
      expect(counts).toBe(4);
      expect(distribution.levels.map((share) => share.expectedShare)).toEqual([
        expectedLevelShares.low,
        expectedLevelShares.average,
        expectedLevelShares.high,
      ]);
    }
    expect(expectedLevelShares.low).toBeCloseTo(0.309, 3);
    expect(expectedLevelShares.average).toBeCloseTo(0.383, 3);
  });

  it('names where the team is alike and where it differs by the spread of T-scores', () => {
    const spread = view.spread!;
    expect(spread.alike).toHaveLength(3);
    expect(spread.differs).toHaveLength(3);
    const sdOf = (scale: string) => spread.scales.find((entry) => entry.scale === scale)!.sd;
    expect(Math.max(...spread.alike.map(sdOf))).toBeLessThanOrEqual(
      Math.min(...spread.differs.map(sdOf)),
    );
    const sds = spread.scales.map((entry) => entry.sd);
    expect(sdOf(spread.differs[0]!)).toBe(Math.max(...sds));
    expect(sdOf(spread.alike[0]!)).toBe(Math.min(...sds));
  });

  it('shows no scores of one or two counted people, only how many count', () => {
    for (const few of [
      [member('Ann', { facet: 10 })],
      [member('Ann', { facet: 10 }), member('Bo', { facet: 20 }), member('Cy', null)],
    ]) {
      const withheld = teamView(few);
      expect(withheld).toMatchObject({
        scoresWithheld: true,
        members: [],
        distributions: [],
        spread: null,
      });
      expect(withheld.counted).toBe(few.filter((entry) => entry.result).length);
    }
    expect(minimumPeopleShown).toBe(3);
    const three = teamView(['Ann', 'Bo', 'Cy'].map((name) => member(name, { facet: 12 })));
    expect(three.scoresWithheld).toBe(false);
    expect(three.members).toHaveLength(3);
  });

  it('gives an empty view for nobody', () => {
    const empty = teamView([]);
    expect(empty).toMatchObject({ counted: 0, members: [], spread: null });
    expect(empty.leftOut.total).toBe(0);
    expect(empty.distributions[0]!.levels.every((share) => share.share === 0)).toBe(true);
  });
});

describe('compareTeams', () => {
  it('sets the means of two teams side by side with the difference', () => {
    const low = teamView(['Ann', 'Bo', 'Di'].map((name) => member(name, { facet: 10 })));
    const high = teamView(['Cy', 'Ed', 'Fy'].map((name) => member(name, { facet: 22 })));
    const rows = compareTeams(low, high);
    expect(rows).toHaveLength(35);
    for (const row of rows) {
      expect(row.difference).toBeCloseTo(row.meanB! - row.meanA!, 1);
      expect(row.difference!).toBeGreaterThan(0);
    }
  });

  it('has no means for a team with nobody counted or too few to show', () => {
    const counted = teamView(['Cy', 'Ed', 'Fy'].map((name) => member(name, { facet: 16 })));
    for (const few of [[member('Bo', null)], [member('Bo', { facet: 10 })]]) {
      const rows = compareTeams(teamView(few), counted);
      expect(rows[0]).toMatchObject({ meanA: null, difference: null });
      expect(rows[0]!.meanB).not.toBeNull();
    }
  });
});

describe('mayCompareTeams', () => {
  it('refuses two groups whose counted people differ by fewer than three', () => {
    // 3·mean(A) − 2·mean(B) would give the one person in A only (security review N12).
    expect(mayCompareTeams([1, 2, 3], [2, 3])).toBe(false);
    expect(mayCompareTeams([1, 2, 3], [2, 3, 4])).toBe(false);
    expect(mayCompareTeams([1, 2, 3], [1, 2, 3])).toBe(false);
    expect(mayCompareTeams([1, 2, 3, 4], [4, 5, 6])).toBe(true);
    expect(mayCompareTeams([1, 2, 3], [4, 5, 6])).toBe(true);
  });
});

describe('heatBandOf', () => {
  it('follows the level and deepens beyond 1.5 SD from the mean', () => {
    expect(heatBandOf(30, 'low')).toBe('veryLow');
    expect(heatBandOf(40, 'low')).toBe('low');
    expect(heatBandOf(50, 'average')).toBe('average');
    expect(heatBandOf(60, 'high')).toBe('high');
    expect(heatBandOf(70, 'high')).toBe('veryHigh');
    // A T of 44.96 is low though it shows 45.0: the band follows the level.
    expect(heatBandOf(45, 'low')).toBe('low');
  });
});
