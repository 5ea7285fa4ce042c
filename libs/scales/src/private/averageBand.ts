import { levelCutoffs, percentileOfT } from '@facet/assessment-domain';

/** The average band, as percentiles: T 45..55 is 31..69 (levelCutoffs of the assessment domain). */
export const averageBand = {
  from: percentileOfT(levelCutoffs.lowBelow),
  to: percentileOfT(levelCutoffs.highAbove),
} as const;
