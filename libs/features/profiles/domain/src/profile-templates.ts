import { currentNorms, type NormSet, type Scale } from '@facet/assessment-domain';
import { rangeOfLevelSpan, type LevelSpan, type ProfileRanges } from '@facet/reports-domain';

/**
 * Starting points for common positions. Each sets a few scales the position leans on, in level
 * spans rather than raw points, so its ranges follow the current norms. They set facets, not the
 * domains around them: a domain beside its facets would not count in the fit (leftOutOfFit).
 * Names and descriptions are words of the web catalogue, keyed by these ids.
 */
export const profileTemplateIds = [
  'sales',
  'customer_service',
  'software_engineering',
  'team_lead',
  'operations_administration',
] as const;
export type ProfileTemplateId = (typeof profileTemplateIds)[number];

export const profileTemplates: Readonly<
  Record<ProfileTemplateId, Readonly<Partial<Record<Scale, LevelSpan>>>>
> = {
  sales: {
    gregariousness: 'average_to_high',
    assertiveness: 'high',
    activity: 'average_to_high',
    need_for_achievement: 'average_to_high',
    vulnerability: 'low_to_average',
  },
  customer_service: {
    altruism: 'average_to_high',
    sensitivity_to_others: 'average_to_high',
    cordiality: 'average_to_high',
    hostility: 'low_to_average',
    vulnerability: 'low_to_average',
  },
  software_engineering: {
    ideas: 'average_to_high',
    competence: 'average_to_high',
    self_discipline: 'average_to_high',
    deliberation: 'average_to_high',
    impulsivity: 'low_to_average',
  },
  team_lead: {
    assertiveness: 'average_to_high',
    sense_of_duty: 'average_to_high',
    trust: 'average_to_high',
    hostility: 'low_to_average',
  },
  operations_administration: {
    orderliness: 'high',
    sense_of_duty: 'average_to_high',
    deliberation: 'average_to_high',
    self_discipline: 'average_to_high',
    impulsivity: 'low_to_average',
    excitement_seeking: 'low_to_average',
  },
};

/** A template's ranges in raw points, as a profile stores them. */
export function rangesOfTemplate(
  template: ProfileTemplateId,
  norms: NormSet = currentNorms,
): ProfileRanges {
  const ranges: ProfileRanges = {};
  for (const [scale, span] of Object.entries(profileTemplates[template]) as [Scale, LevelSpan][]) {
    ranges[scale] = rangeOfLevelSpan(scale, span, norms);
  }
  return ranges;
}
