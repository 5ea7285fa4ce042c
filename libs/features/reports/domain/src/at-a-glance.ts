import {
  domains,
  facetsByDomain,
  type Domain,
  type Facet,
  type Level,
  type Scale,
} from '@facet/assessment-domain';
import type { Language } from '@facet/platform-kernel';
import type { AtAGlanceText, Pole } from './text/at-a-glance-text-shape';
import { englishAtAGlanceText } from './text/en/at-a-glance-texts';
import { spanishAtAGlanceText } from './text/es/at-a-glance-texts';
import { portugueseAtAGlanceText } from './text/pt/at-a-glance-texts';

/** The profile at a glance in every language; each has the same typed shape. */
export const atAGlanceTexts: Record<Language, AtAGlanceText> = {
  en: englishAtAGlanceText,
  es: spanishAtAGlanceText,
  pt: portugueseAtAGlanceText,
};

/** How many strengths, and how many watch-outs, the glance names. */
export const glanceNoteCount = 3;

/** A domain as a slider between its two poles, at the person's percentile. */
export interface DomainAtAGlance {
  scale: Domain;
  percentile: number;
  level: Level;
  poles: Record<Pole, string>;
}

/** One strength or watch-out: the facet and the end of it the person leans to, in words. */
export interface GlanceNote {
  scale: Facet;
  pole: Pole;
  text: string;
}

/** The person's profile at a glance: where they stand, what helps, what to watch, at work. */
export interface ProfileAtAGlance {
  domains: DomainAtAGlance[];
  strengths: GlanceNote[];
  watchOuts: GlanceNote[];
  atWork: { scale: Domain; text: string }[];
}

/** What the glance reads of a scale's score. */
export type GlanceStanding = { percentile: number; level: Level };

/** The end of a scale a percentile leans to: the median and above lean high. */
export const poleOf = (percentile: number): Pole => (percentile >= 50 ? 'high' : 'low');

/**
 * The facets the glance speaks of: the most distinct scores (furthest from the median, either
 * way), at most one per domain so three notes do not say one thing three times; ties go to the
 * catalogue's order, so the same scores always give the same facets.
 */
export function mostDistinctFacets(
  standings: Readonly<Record<Scale, GlanceStanding>>,
): { scale: Facet; pole: Pole }[] {
  const ranked = domains
    .flatMap((domain) => facetsByDomain[domain].map((facet) => ({ domain, facet })))
    .map((entry, order) => ({
      ...entry,
      order,
      distance: Math.abs(standings[entry.facet].percentile - 50),
    }))
    .sort((a, b) => b.distance - a.distance || a.order - b.order);
  const chosenDomains = new Set<Domain>();
  const chosen: { scale: Facet; pole: Pole }[] = [];
  for (const { domain, facet } of ranked) {
    if (chosen.length === glanceNoteCount) break;
    if (chosenDomains.has(domain)) continue;
    chosenDomains.add(domain);
    chosen.push({ scale: facet, pole: poleOf(standings[facet].percentile) });
  }
  return chosen;
}

/**
 * The person's profile at a glance, in their language and in the second person: the five
 * domains between their poles; a strength and a watch-out for each of the most distinct facets,
 * from whichever end the person leans to (both ends have both: a low score is not a defect);
 * and what each domain's level tends to mean at work.
 */
export function profileAtAGlance(
  standings: Readonly<Record<Scale, GlanceStanding>>,
  language: Language,
): ProfileAtAGlance {
  const text = atAGlanceTexts[language];
  const distinct = mostDistinctFacets(standings);
  return {
    domains: domains.map((domain) => ({
      scale: domain,
      percentile: standings[domain].percentile,
      level: standings[domain].level,
      poles: text.poles[domain],
    })),
    strengths: distinct.map(({ scale, pole }) => ({
      scale,
      pole,
      text: text.strengths[scale][pole],
    })),
    watchOuts: distinct.map(({ scale, pole }) => ({
      scale,
      pole,
      text: text.watchOuts[scale][pole],
    })),
    atWork: domains.map((domain) => ({
      scale: domain,
      text: text.atWork[domain][standings[domain].level],
    })),
  };
}
