import {
  currentNorms,
  describeScore,
  domains,
  facets,
  percentileOfT,
  type Level,
  type ValidityStatus,
} from '@facet/assessment-domain';
import { scoresWith } from '@facet/assessment-domain/testing';
import { describe, expect, it } from 'vitest';
import {
  farFromMean,
  heatBandOf,
  heatBandPercentiles,
  heatBands,
  teamScales,
  type TeamScale,
} from './team-scales';
import { teamMember } from './testing';
import {
  compareTeams,
  minimumPeopleShown,
  peopleApart,
  scaleMeans,
  spreadListLength,
  teamView,
  type TeamMemberRow,
} from './team-view';

const counted = (id: number, name: string, facet: number, validity: ValidityStatus = 'valid') =>
  teamMember(id, name, { facet, validity });

/** A heatmap row whose T-score on each scale is `tOf(scale)`; the levels do not matter here. */
function rowWithT(userId: number, tOf: (scale: TeamScale, index: number) => number): TeamMemberRow {
  return {
    user_id: userId,
    name: `Person ${userId}`,
    email: `person${userId}@acme.example`,
    result_id: 500 + userId,
    validity: 'valid',
    t: teamScales.map((scale, index) => tOf(scale, index)),
    percentiles: teamScales.map((scale, index) => percentileOfT(tOf(scale, index))),
    levels: teamScales.map((): Level => 'average'),
  };
}

const tOfFacet = (scale: TeamScale, facet: number) =>
  describeScore(scale, scoresWith(facet)[scale], currentNorms.scales[scale]);

describe('scaleMeans', () => {
  it('gives the median percentile and the middle half of the team, interpolating between people', () => {
    // T 40, 50, 60, 70: percentiles 16, 50, 84, 98.
    const rows = [40, 50, 60, 70].map((t, index) => rowWithT(index + 1, () => t));
    const [first] = scaleMeans(rows);
    const percentiles = [40, 50, 60, 70].map((t) => percentileOfT(t));
    expect(percentiles).toEqual([16, 50, 84, 98]);
    // Quartiles of four at positions 0.75, 1.5 and 2.25: 16 + 0.75 × 34, the midpoint, 84 + 0.25 × 14.
    expect(first).toMatchObject({ medianPercentile: 67, middleHalfFrom: 42, middleHalfTo: 88 });
  });

  it('compares two teams in median percentiles, b minus a', () => {
    const low = [40, 42, 44].map((t, index) => rowWithT(index + 1, () => t));
    const high = [58, 60, 62].map((t, index) => rowWithT(index + 11, () => t));
    const [first] = scaleMeans(low);
    const [second] = scaleMeans(high);
    expect(second!.medianPercentile - first!.medianPercentile).toBeGreaterThan(50);
  });

  it('rounds the mean and the sample SD of each scale to one decimal', () => {
    const rows = [50, 51, 53].map((t, index) => rowWithT(index + 1, () => t));
    const means = scaleMeans(rows);
    expect(means.map((entry) => entry.scale)).toEqual([...teamScales]);
    // Mean 51.333…; sample variance (1.78 + 0.11 + 2.78) / 2 = 2.33, SD 1.53.
    for (const entry of means) expect(entry).toMatchObject({ mean: 51.3, sd: 1.5 });
  });

  it('divides by n − 1, not n', () => {
    const means = scaleMeans([rowWithT(1, () => 40), rowWithT(2, () => 60)]);
    // Population SD would be 10; the sample SD of two values 20 apart is 14.1.
    expect(means[0]).toMatchObject({ mean: 50, sd: 14.1 });
  });

  it('gives a spread of zero for one row, and a zero mean rather than NaN for none', () => {
    expect(scaleMeans([rowWithT(1, () => 62.4)])[0]).toMatchObject({ mean: 62.4, sd: 0 });
    const none = scaleMeans([]);
    expect(none).toHaveLength(teamScales.length);
    for (const entry of none) expect(entry).toMatchObject({ mean: 0, sd: 0 });
  });

  it('keeps each scale to its own column', () => {
    const rows = [1, 2, 3].map((id) => rowWithT(id, (_scale, index) => 30 + index + id));
    const means = scaleMeans(rows);
    expect(means[0]).toMatchObject({ scale: teamScales[0], mean: 32 });
    expect(means.at(-1)).toMatchObject({ scale: teamScales.at(-1), mean: 30 + 34 + 2 });
    for (const entry of means) expect(entry.sd).toBe(1);
  });
});

describe('the spread of a team view', () => {
  it('keeps the scales’ order among equal spreads, so the same team reads the same sentence', () => {
    const alike = teamView([1, 2, 3].map((id) => counted(id, `P${id}`, 16)));
    expect(alike.spread!.scales.every((entry) => entry.sd === 0)).toBe(true);
    expect(alike.spread!.alike).toEqual(teamScales.slice(0, spreadListLength));
    expect(alike.spread!.differs).toEqual(teamScales.slice(-spreadListLength).reverse());
  });

  it('names no scale both where the team is alike and where it differs', () => {
    const view = teamView([
      counted(1, 'Ann', 8),
      counted(2, 'Bo', 16),
      counted(3, 'Cy', 24),
      counted(4, 'Di', 12),
    ]);
    const { alike, differs } = view.spread!;
    expect(alike).toHaveLength(spreadListLength);
    expect(differs).toHaveLength(spreadListLength);
    expect(alike.filter((scale) => differs.includes(scale))).toEqual([]);
  });

  it('reports the mean T of each scale as the members’ own T-scores give it', () => {
    const view = teamView([counted(1, 'Ann', 10), counted(2, 'Bo', 16), counted(3, 'Cy', 22)]);
    const extraversion = view.spread!.scales.find((entry) => entry.scale === 'extraversion')!;
    const ts = [10, 16, 22].map((facet) => tOfFacet('extraversion', facet).t);
    const mean = ts.reduce((sum, t) => sum + t, 0) / ts.length;
    expect(extraversion.mean).toBeCloseTo(mean, 1);
    expect(extraversion.sd).toBeGreaterThan(0);
  });
});

describe('the rows of a team view', () => {
  it('sorts names regardless of case and accents, and the same name by account', () => {
    const view = teamView([
      counted(7, 'zoe', 16),
      counted(3, 'Ann', 16),
      counted(5, 'Álvaro', 16),
      counted(2, 'ann', 16),
    ]);
    expect(view.members.map((row) => [row.name, row.user_id])).toEqual([
      ['Álvaro', 5],
      ['ann', 2],
      ['Ann', 3],
      ['zoe', 7],
    ]);
  });

  it('gives every scale the T-score, percentile and level the member’s own report gives it', () => {
    const [row] = teamView([
      counted(1, 'Ann', 9),
      counted(2, 'Bo', 16),
      counted(3, 'Cy', 25),
    ]).members;
    for (const [index, scale] of teamScales.entries()) {
      const own = tOfFacet(scale, 9);
      expect(row!.t[index]).toBe(own.t);
      expect(row!.percentiles[index]).toBe(own.percentile);
      expect(row!.levels[index]).toBe(own.level);
    }
  });

  it('carries the member’s account, address and result, never their raw scores', () => {
    const [row] = teamView([
      counted(4, 'Ann', 9),
      counted(5, 'Bo', 9),
      counted(6, 'Cy', 9),
    ]).members;
    expect(row).toEqual({
      user_id: 4,
      name: 'Ann',
      email: 'ann@acme.example',
      result_id: 104,
      validity: 'valid',
      t: expect.any(Array),
      percentiles: expect.any(Array),
      levels: expect.any(Array),
    });
  });
});

describe('the minimum team size', () => {
  it('shows scores from exactly the minimum and withholds them one below it', () => {
    const people = (count: number) =>
      Array.from({ length: count }, (_, index) => counted(index + 1, `P${index}`, 16));
    const below = teamView(people(minimumPeopleShown - 1));
    const atMinimum = teamView(people(minimumPeopleShown));
    expect(below).toMatchObject({ scoresWithheld: true, counted: minimumPeopleShown - 1 });
    expect(atMinimum).toMatchObject({ scoresWithheld: false, counted: minimumPeopleShown });
    expect(atMinimum.distributions).toHaveLength(domains.length);
  });

  it('does not let people without a counted result make up the minimum', () => {
    const view = teamView([
      counted(1, 'Ann', 12),
      counted(2, 'Bo', 20),
      counted(3, 'Cy', 20, 'invalid'),
      teamMember(4, 'Di', null),
      teamMember(5, 'Ed', null),
    ]);
    expect(view).toMatchObject({
      scoresWithheld: true,
      counted: 2,
      members: [],
      leftOut: { total: 3, no_result: 2, invalid: 1 },
    });
  });

  it('still says how many questionable results count while the scores are withheld', () => {
    const view = teamView([counted(1, 'Ann', 12, 'questionable'), counted(2, 'Bo', 20)]);
    expect(view).toMatchObject({ scoresWithheld: true, counted: 2, countedQuestionable: 1 });
  });

  it('withholds nothing from a team where nobody counts: there is nothing to withhold', () => {
    const view = teamView([teamMember(1, 'Ann', null), counted(2, 'Bo', 12, 'invalid')]);
    expect(view).toMatchObject({ scoresWithheld: false, counted: 0, spread: null });
    expect(view.distributions).toHaveLength(domains.length);
    for (const distribution of view.distributions) {
      expect(distribution.levels.map((share) => share.count)).toEqual([0, 0, 0]);
    }
  });
});

describe('the distributions of a team view', () => {
  it('rounds each share to a thousandth and keeps the counts whole', () => {
    const view = teamView([counted(1, 'Ann', 10), counted(2, 'Bo', 10), counted(3, 'Cy', 24)]);
    const levelOf = (facet: number) => tOfFacet('neuroticism_x_emotional_stability', facet).level;
    const neuroticism = view.distributions[0]!;
    expect(neuroticism.domain).toBe('neuroticism_x_emotional_stability');
    const countOf = (level: Level) => neuroticism.levels.find((s) => s.level === level)!;
    expect(levelOf(10)).not.toBe(levelOf(24));
    expect(countOf(levelOf(10))).toMatchObject({ count: 2, share: 0.667 });
    expect(countOf(levelOf(24))).toMatchObject({ count: 1, share: 0.333 });
  });

  it('lists the levels low, average, high in every domain', () => {
    const view = teamView([1, 2, 3].map((id) => counted(id, `P${id}`, 16)));
    for (const distribution of view.distributions) {
      expect(distribution.levels.map((share) => share.level)).toEqual(['low', 'average', 'high']);
      expect(distribution.levels.reduce((sum, share) => sum + share.share, 0)).toBeCloseTo(1, 2);
    }
  });
});

describe('compareTeams', () => {
  it('rounds the difference to a tenth and signs it second minus first', () => {
    const first = teamView([1, 2, 3].map((id) => counted(id, `A${id}`, 20)));
    const second = teamView([4, 5, 6].map((id) => counted(id, `B${id}`, 12)));
    const rows = compareTeams(first, second);
    for (const row of rows) {
      expect(row.difference).toBe(Math.round((row.meanB! - row.meanA!) * 10) / 10);
    }
    const extraversion = rows.find((row) => row.scale === 'extraversion')!;
    expect(extraversion.difference!).toBeLessThan(0);
    expect(
      compareTeams(second, first).find((row) => row.scale === 'extraversion')!.difference,
    ).toBe(-extraversion.difference!);
  });

  it('shows no difference between a team and itself', () => {
    const team = teamView([counted(1, 'Ann', 8), counted(2, 'Bo', 16), counted(3, 'Cy', 28)]);
    for (const row of compareTeams(team, team)) {
      expect(row.meanA).toBe(row.meanB);
      expect(row.difference).toBe(0);
    }
  });

  it('has no means on either side when neither team shows its scores', () => {
    const rows = compareTeams(teamView([]), teamView([counted(1, 'Ann', 16)]));
    expect(rows.map((row) => row.scale)).toEqual([...teamScales]);
    expect(rows.every((row) => row.meanA === null && row.meanB === null)).toBe(true);
    expect(rows.every((row) => row.difference === null)).toBe(true);
  });
});

describe('peopleApart', () => {
  it('counts the people in one group only, on both sides', () => {
    expect(peopleApart([], [])).toBe(0);
    expect(peopleApart([1, 2, 3], [])).toBe(3);
    expect(peopleApart([1, 2, 3], [3, 2, 1])).toBe(0);
    expect(peopleApart([1, 2], [1, 2, 3, 4])).toBe(2);
    expect(peopleApart([1, 2, 5], [1, 2, 3, 4])).toBe(3);
  });
});

describe('heat bands', () => {
  it('sit in order from far below to far above the mean', () => {
    expect(heatBands).toEqual(['veryLow', 'low', 'average', 'high', 'veryHigh']);
    expect(farFromMean).toEqual({ below: 35, above: 65 });
  });

  it('have their edges in percentiles, through the norms’ T-to-percentile conversion', () => {
    expect(heatBandPercentiles).toEqual({
      farBelow: 7,
      averageFrom: 31,
      averageTo: 69,
      farAbove: 93,
    });
  });

  it('deepen only strictly beyond 1.5 SD, not at the edge itself', () => {
    expect(heatBandOf(35, 'low')).toBe('low');
    expect(heatBandOf(34.9, 'low')).toBe('veryLow');
    expect(heatBandOf(65, 'high')).toBe('high');
    expect(heatBandOf(65.1, 'high')).toBe('veryHigh');
  });

  it('never deepens an average score, however its T reads', () => {
    expect(heatBandOf(20, 'average')).toBe('average');
    expect(heatBandOf(80, 'average')).toBe('average');
  });

  it('cover the domains first, then every facet once', () => {
    expect(teamScales.slice(0, domains.length)).toEqual([...domains]);
    expect(teamScales.slice(domains.length)).toEqual([...facets]);
    expect(new Set(teamScales).size).toBe(teamScales.length);
  });
});
