import { domains, facets, type Scale } from '@facet/assessment-domain';
import { fallbackLanguage, toLanguage } from '@facet/platform-i18n';
import { scaleName } from '@facet/reports-domain';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';

/** A scale of the comparison with its name in the reader's language. */
export interface ScaleLabel {
  scale: Scale;
  label: string;
}

/**
 * What the comparison shows: the five domains or all scales, as a chart or as its table; it
 * keeps the reader's choice while a comparison reloads.
 */
export function useComparisonDisplay() {
  const intl = useIntl();
  const language = toLanguage(intl.locale) ?? fallbackLanguage;
  const [showsFacets, setShowsFacets] = useState(false);
  const [showsTable, setShowsTable] = useState(false);
  const scaleLabels = useMemo<ScaleLabel[]>(
    () =>
      (showsFacets ? [...domains, ...facets] : domains).map((scale: Scale) => ({
        scale,
        label: scaleName(scale, language),
      })),
    [showsFacets, language],
  );
  return {
    showsFacets,
    toggleFacets: () => setShowsFacets(!showsFacets),
    showsTable,
    toggleTable: () => setShowsTable(!showsTable),
    scaleLabels,
  };
}
