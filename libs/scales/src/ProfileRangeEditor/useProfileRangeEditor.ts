import { domains, facetsByDomain, penScales, scales, type Scale } from '@facet/assessment-domain';
import type { SelectOption } from '@facet/design-system';
import type { Language } from '@facet/platform-kernel';
import {
  leftOutOfFit,
  levelSpans,
  maximumField,
  minimumField,
  rangeEndOfPercentile,
  rangeOfLevelSpan,
  rangesFromProfileFields,
} from '@facet/reports-domain';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { IntlShape } from 'react-intl';
import { scalesCatalogue } from '../catalogue';
import type { ProfileRangeFieldErrors, ProfileRangeValues, RangeField } from './profileRangeErrors';
import { spanLabel, type Choice } from './profileRangeWords';

const { messages } = scalesCatalogue;

/** The scales of one fieldset: a domain and its facets, or the PEN scales. */
export interface ScaleGroup {
  key: string;
  legend: Scale | 'pen';
  scales: readonly Scale[];
}

const groups: ScaleGroup[] = [
  ...domains.map((domain) => ({
    key: domain,
    legend: domain,
    scales: [domain, ...facetsByDomain[domain]],
  })),
  { key: 'pen', legend: 'pen', scales: penScales },
];

/** A set with `item` in it or not. */
function toggled<Item>(previous: ReadonlySet<Item>, item: Item, isIn: boolean): Set<Item> {
  const next = new Set(previous);
  if (isIn) next.add(item);
  else next.delete(item);
  return next;
}

interface ProfileRangeEditorState {
  value: ProfileRangeValues;
  onChange: ((value: ProfileRangeValues) => void) | undefined;
  errors: ProfileRangeFieldErrors;
  mode: 'edit' | 'view';
  intl: IntlShape;
  language: Language;
}

/**
 * The profile range editor's state and changes: the choice offered on every scale, the scales
 * switched to percentiles, the folded facets, and in view mode whether all scales are shown.
 */
export function useProfileRangeEditor({
  value,
  onChange,
  errors,
  mode,
  intl,
  language,
}: ProfileRangeEditorState) {
  const [showsAll, setShowsAll] = useState(false);
  // Scales the manager switched to percentiles; a range that is no level span shows them anyway.
  const [percentileScales, setPercentileScales] = useState<ReadonlySet<Scale>>(new Set());
  // Rows are memoised and get stable callbacks, so a change in one re-renders one row of 38; the
  // callbacks read the latest value and onChange from this ref.
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  const setEnds = useCallback((scale: Scale, min: number | null, max: number | null) => {
    const { value: current, onChange: report } = latest.current;
    report?.({ ...current, [minimumField(scale)]: min, [maximumField(scale)]: max });
  }, []);
  const choose = useCallback(
    (scale: Scale, chosen: Choice) => {
      setPercentileScales((previous) => toggled(previous, scale, chosen === 'percentiles'));
      if (chosen === 'any') setEnds(scale, null, null);
      else if (chosen !== 'percentiles') {
        const range = rangeOfLevelSpan(scale, chosen);
        setEnds(scale, range.min, range.max);
      }
    },
    [setEnds],
  );
  const setPercentile = useCallback((field: RangeField, scale: Scale, percentile: number) => {
    const { value: current, onChange: report } = latest.current;
    report?.({
      ...current,
      [field]: Number.isNaN(percentile) ? null : rangeEndOfPercentile(scale, percentile),
    });
  }, []);
  const options = useMemo<SelectOption<Choice>[]>(
    () => [
      { id: 'any', label: intl.formatMessage(messages.editorAny) },
      ...levelSpans.map((span) => ({ id: span, label: spanLabel(span, intl, language) })),
      { id: 'percentiles', label: intl.formatMessage(messages.editorPercentiles) },
    ],
    [intl, language],
  );

  const leftOut = useMemo(
    () =>
      new Map(
        leftOutOfFit(rangesFromProfileFields(value)).map(({ scale, ...why }) => [scale, why]),
      ),
    [value],
  );
  const isSet = (scale: Scale) =>
    value[minimumField(scale)] != null || value[maximumField(scale)] != null;
  const hasError = (scale: Scale) =>
    errors[minimumField(scale)] !== undefined || errors[maximumField(scale)] !== undefined;
  // A domain's facets fold under it while editing (D71); those of a domain with a facet already
  // set start open, and facets with an error are always shown, so the error summary reaches them.
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        groups
          .filter((entry) => entry.legend !== 'pen' && entry.scales.slice(1).some(isSet))
          .map((entry) => entry.key),
      ),
  );
  const isGroupOpen = (entry: ScaleGroup) =>
    openGroups.has(entry.key) || entry.scales.slice(1).some(hasError);
  const openGroup = (key: string, isOpen: boolean) =>
    setOpenGroups((previous) => toggled(previous, key, isOpen));
  const visibleGroups =
    mode === 'view' && !showsAll
      ? groups
          .map((entry) => ({ ...entry, scales: entry.scales.filter(isSet) }))
          .filter((entry) => entry.scales.length > 0)
      : groups;

  return {
    options,
    choose,
    setPercentile,
    percentileScales,
    leftOut,
    visibleGroups,
    isGroupOpen,
    openGroup,
    /** In view mode, whether the reader may switch between the set scales and all of them. */
    offersShowAll: mode === 'view' && scales.filter(isSet).length < scales.length,
    showsAll,
    toggleShowsAll: () => setShowsAll((shown) => !shown),
  };
}
