import {
  describeScore,
  domains,
  levelCutoffs,
  levels,
  normalCdf,
  normsOfVersion,
  type Domain,
  type Level,
  type ScaleScores,
  type ValidityStatus,
} from '@facet/assessment-domain';
import { teamScales, type TeamScale } from './team-scales';

/** Why a member's scores are not in the team view. */
export const leftOutReasons = ['no_result', 'invalid'] as const;
export type LeftOutReason = (typeof leftOutReasons)[number];

/** The protocol statuses whose scores count in a team's figures. */
export type CountedValidity = Exclude<ValidityStatus, 'invalid'>;

/**
 * A member as the database gives them: their chosen result (docs/decisions.md D43) or none. A
 * person who leaves the company leaves its groups with the membership (migration 014), so every
 * member is a current one.
 */
export interface TeamMemberInput {
  user_id: number;
  name: string;
  email: string;
  result: {
    result_id: number;
    scores: ScaleScores;
    norm_version: string;
    validity: ValidityStatus;
  } | null;
}

/** One member's row of the heatmap: T-scores and levels in `teamScales` order. */
export interface TeamMemberRow {
  user_id: number;
  name: string;
  email: string;
  result_id: number;
  /** A questionable result counts, and is marked wherever the member is listed. */
  validity: CountedValidity;
  /** T-score of each scale, to one decimal: the order and colour of the heatmap. */
  t: number[];
  /** Percentile of each scale (1–99), the number the heatmap shows as the person's pages do. */
  percentiles: number[];
  /** Level of each scale, cut on the unrounded T. */
  levels: Level[];
}

export type LeftOutCounts = Record<LeftOutReason, number> & { total: number };

/** How many of the team's counted members fall in a level, and how many the norm expects. */
export interface LevelShare {
  level: Level;
  count: number;
  share: number;
  expectedShare: number;
}

export interface DomainDistribution {
  domain: Domain;
  levels: LevelShare[];
}

export interface ScaleSpread {
  scale: TeamScale;
  /** Mean and sample SD of the T-scores: what ranks the scales by spread, never shown. */
  mean: number;
  sd: number;
  /** The team's median percentile, and the percentiles the middle half of the team lies between. */
  medianPercentile: number;
  middleHalfFrom: number;
  middleHalfTo: number;
}

/** Where the team is alike (smallest spread) and where it differs (largest). */
export interface TeamSpread {
  scales: ScaleSpread[];
  alike: TeamScale[];
  differs: TeamScale[];
}

export interface TeamView {
  scales: TeamScale[];
  members: TeamMemberRow[];
  counted: number;
  /** How many of the counted members' results are questionable. */
  countedQuestionable: number;
  leftOut: LeftOutCounts;
  /**
   * True when some members count but fewer than `minimumPeopleShown`: the view then holds no
   * scores at all (no rows, no distributions, no spread), only the counts.
   */
  scoresWithheld: boolean;
  /** Empty while `scoresWithheld`. */
  distributions: DomainDistribution[];
  /** Null below `minimumPeopleShown` counted members. */
  spread: TeamSpread | null;
}

/**
 * The fewest counted people whose scores a team view shows, and the fewest people by which two
 * compared groups must differ. Below it an aggregate is a person's own scores: a group of one is
 * that person, a mean of two gives each the other's, and the means of two groups that differ by
 * one person give that person's scores (security review N12; docs/decisions.md). It also makes a
 * spread meaningful: of two people it is just their difference.
 */
export const minimumPeopleShown = 3;
/** How many scales the alike and differs lists name. */
export const spreadListLength = 3;

const roundToTenth = (value: number) => Math.round(value * 10) / 10;
const roundToThousandth = (value: number) => Math.round(value * 1000) / 1000;

/** A member whose result counts in the team's figures. */
type CountedMember = TeamMemberInput & {
  result: NonNullable<TeamMemberInput['result']> & { validity: CountedValidity };
};

/**
 * Whether the member's result counts. An invalid protocol describes nobody, so it never counts;
 * a questionable one (unchecked ones included) does, marked: the flags are not trait-neutral,
 * and leaving them out would skew the team towards the people the checks flag least
 * (psychometric review F2; docs/decisions.md D43, D51).
 */
export function countsInTeam(member: TeamMemberInput): member is CountedMember {
  return member.result !== null && member.result.validity !== 'invalid';
}

/** Why a member is left out, or null when their result counts. */
export function leftOutReasonOf(member: TeamMemberInput): LeftOutReason | null {
  if (countsInTeam(member)) return null;
  return member.result ? 'invalid' : 'no_result';
}

function memberRowOf({ result, ...member }: CountedMember): TeamMemberRow {
  const norms = normsOfVersion(result.norm_version);
  const t: number[] = [];
  const percentiles: number[] = [];
  const memberLevels: Level[] = [];
  for (const scale of teamScales) {
    const description = describeScore(scale, result.scores[scale], norms.scales[scale]);
    t.push(description.t);
    percentiles.push(description.percentile);
    memberLevels.push(description.level);
  }
  return {
    user_id: member.user_id,
    name: member.name,
    email: member.email,
    result_id: result.result_id,
    validity: result.validity,
    t,
    percentiles,
    levels: memberLevels,
  };
}

/** The share of a normal norm group at each level: about 31 % low, 38 % average, 31 % high. */
export const expectedLevelShares: Readonly<Record<Level, number>> = (() => {
  const low = normalCdf((levelCutoffs.lowBelow - 50) / 10);
  const high = 1 - normalCdf((levelCutoffs.highAbove - 50) / 10);
  return {
    low: roundToThousandth(low),
    average: roundToThousandth(1 - low - high),
    high: roundToThousandth(high),
  };
})();

function distributionOf(domain: Domain, rows: readonly TeamMemberRow[]): DomainDistribution {
  const index = teamScales.indexOf(domain);
  const memberLevels = rows.map((row) => row.levels[index]!);
  return {
    domain,
    levels: levels.map((level) => {
      const count = memberLevels.filter((memberLevel) => memberLevel === level).length;
      return {
        level,
        count,
        share: rows.length === 0 ? 0 : roundToThousandth(count / rows.length),
        expectedShare: expectedLevelShares[level],
      };
    }),
  };
}

/**
 * The `share` quantile of ascending `values`, interpolating between neighbours (the usual
 * definition, R's type 7): of three people the quartiles lie halfway to the middle one.
 */
function quantileOf(ascending: readonly number[], share: number): number {
  if (ascending.length === 0) return 0;
  const position = (ascending.length - 1) * share;
  const below = ascending[Math.floor(position)]!;
  const above = ascending[Math.ceil(position)]!;
  return below + (above - below) * (position - Math.floor(position));
}

/**
 * Each scale across the rows: mean and sample SD of the T-scores (which rank the scales by
 * spread), and the percentiles a manager reads (issue 41, point 6): the median and the middle
 * half's bounds, in whole percentiles.
 */
export function scaleMeans(rows: readonly TeamMemberRow[]): ScaleSpread[] {
  return teamScales.map((scale, index) => {
    const values = rows.map((row) => row.t[index]!);
    const mean = values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
    const variance =
      values.length < 2
        ? 0
        : values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1);
    const percentiles = rows.map((row) => row.percentiles[index]!).sort((a, b) => a - b);
    return {
      scale,
      mean: roundToTenth(mean),
      sd: roundToTenth(Math.sqrt(variance)),
      medianPercentile: Math.round(quantileOf(percentiles, 0.5)),
      middleHalfFrom: Math.round(quantileOf(percentiles, 0.25)),
      middleHalfTo: Math.round(quantileOf(percentiles, 0.75)),
    };
  });
}

/**
 * The scales with the smallest and the largest spread of T-scores. Ties keep the scales' order
 * (domains first), so the same team always reads the same sentence.
 */
function spreadOf(rows: readonly TeamMemberRow[]): TeamSpread | null {
  if (rows.length < minimumPeopleShown) return null;
  const spreads = scaleMeans(rows);
  const bySd = [...spreads].sort((a, b) => a.sd - b.sd);
  return {
    scales: spreads,
    alike: bySd.slice(0, spreadListLength).map((entry) => entry.scale),
    differs: bySd
      .slice(-spreadListLength)
      .reverse()
      .map((entry) => entry.scale),
  };
}

const names = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * The team view of a set of members: the heatmap rows of those whose result counts (by name),
 * how many were left out and why, each domain's distribution against the norm, and the spread.
 */
export function teamView(members: readonly TeamMemberInput[]): TeamView {
  const leftOut: LeftOutCounts = { total: 0, no_result: 0, invalid: 0 };
  const rows: TeamMemberRow[] = [];
  for (const member of members) {
    const reason = leftOutReasonOf(member);
    if (countsInTeam(member)) {
      rows.push(memberRowOf(member));
    } else if (reason !== null) {
      leftOut[reason] += 1;
      leftOut.total += 1;
    }
  }
  rows.sort((a, b) => names.compare(a.name, b.name) || a.user_id - b.user_id);
  const scoresWithheld = rows.length > 0 && rows.length < minimumPeopleShown;
  const shown = scoresWithheld ? [] : rows;
  return {
    scales: [...teamScales],
    members: shown,
    counted: rows.length,
    countedQuestionable: rows.filter((row) => row.validity === 'questionable').length,
    leftOut,
    scoresWithheld,
    distributions: scoresWithheld ? [] : domains.map((domain) => distributionOf(domain, shown)),
    spread: spreadOf(shown),
  };
}

/** How many people are in one of two groups and not in the other (their symmetric difference). */
export function peopleApart(a: readonly number[], b: readonly number[]): number {
  const inA = new Set(a);
  const inB = new Set(b);
  return a.filter((id) => !inB.has(id)).length + b.filter((id) => !inA.has(id)).length;
}

/**
 * Whether two groups may be compared: only when their counted people differ by at least
 * `minimumPeopleShown`, or the difference of their means tells of the few in one only.
 */
export function mayCompareTeams(countedA: readonly number[], countedB: readonly number[]): boolean {
  return peopleApart(countedA, countedB) >= minimumPeopleShown;
}

/** One scale of two teams side by side: mean T of each and the second's minus the first's. */
export interface ScaleComparison {
  scale: TeamScale;
  /** Mean T-scores and their difference (kept for API clients; the screens show percentiles). */
  meanA: number | null;
  meanB: number | null;
  difference: number | null;
  /** Each team's median percentile and the difference in percentile points (b − a). */
  medianPercentileA: number | null;
  medianPercentileB: number | null;
  percentileDifference: number | null;
}

/** Two teams per scale; a team whose scores are not shown has no figures. */
export function compareTeams(a: TeamView, b: TeamView): ScaleComparison[] {
  const spreadA = a.members.length > 0 ? scaleMeans(a.members) : null;
  const spreadB = b.members.length > 0 ? scaleMeans(b.members) : null;
  return teamScales.map((scale, index) => {
    const meanA = spreadA?.[index]?.mean ?? null;
    const meanB = spreadB?.[index]?.mean ?? null;
    const medianA = spreadA?.[index]?.medianPercentile ?? null;
    const medianB = spreadB?.[index]?.medianPercentile ?? null;
    return {
      scale,
      meanA,
      meanB,
      difference: meanA === null || meanB === null ? null : roundToTenth(meanB - meanA),
      medianPercentileA: medianA,
      medianPercentileB: medianB,
      percentileDifference: medianA === null || medianB === null ? null : medianB - medianA,
    };
  });
}
