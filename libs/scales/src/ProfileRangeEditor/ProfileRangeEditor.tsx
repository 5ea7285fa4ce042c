import {
  domains,
  facetsByDomain,
  penScales,
  scaleMaximum,
  scales,
  type Scale,
} from '@facet/assessment-domain';
import {
  Alert,
  Button,
  Disclosure,
  NumberField,
  Select,
  Text,
  type SelectOption,
} from '@facet/design-system';
import type { Language } from '@facet/platform-kernel';
import {
  bandOfRange,
  leftOutOfFit,
  levelName,
  levelSpanOfRange,
  levelSpans,
  maximumField,
  minimumField,
  percentileOfRangeEnd,
  rangeEndOfPercentile,
  rangeOfLevelSpan,
  rangesFromProfileFields,
  scaleName as nameOfScale,
  type LevelSpan,
  type ScaleFit,
  type ScaleRange,
} from '@facet/reports-domain';
import { memo, useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { IntlShape } from 'react-intl';
import { scalesCatalogue } from '../catalogue';
import { FitLeftOutNote } from '../FitLeftOut/FitLeftOut';
import { useScalesIntl } from '../private/useScalesIntl';
import { PercentileBandTrack } from './PercentileBandTrack';
import {
  choice,
  editor,
  group,
  legend,
  percentileFields,
  pointsText,
  preview,
  row,
  scaleLabel,
  scaleName,
  spanText,
  trackScale,
  viewRow,
} from './ProfileRangeEditor.css';
import {
  rangeErrorKind,
  type ProfileRangeFieldErrors,
  type ProfileRangeValues,
  type RangeField,
} from './profileRangeErrors';

export interface ProfileRangeEditorProps {
  /** The flat min_/max_ fields (ProfileRangeFields) in raw points; absent and null: not set. */
  value: ProfileRangeValues;
  /** Called with the whole value, one scale changed; a cleared end becomes null. */
  onChange?: (value: ProfileRangeValues) => void;
  /**
   * profileRangesSchema's messages by field (validateProfileRanges gives them, and so does the
   * server's 400); each is shown under its field in words of the current language.
   */
  errors?: ProfileRangeFieldErrors;
  /** The error about the whole form, e.g. the schema's "no valid values: ...". */
  formError?: string;
  isDisabled?: boolean;
  /**
   * 'edit' offers a choice on every scale; 'view' reads the profile: only the scales with a
   * range, with a button to show all.
   * @default 'edit'
   */
  mode?: 'edit' | 'view';
  /** Prefix of the fields' ids (see profileRangeFieldId), so an error summary can link to them. */
  idPrefix?: string;
  /** Language of the labels; @default the react-intl language around the editor */
  language?: Language;
}

/** The id of the control an error of `field` is about, for links from an error summary. */
export const profileRangeFieldId = (idPrefix: string, field: RangeField) => `${idPrefix}-${field}`;

/** The id of the alert about the whole form (no range set). */
export const profileRangeFormErrorId = (idPrefix: string) => `${idPrefix}-ranges`;

const { messages } = scalesCatalogue;

const groups: { key: string; legend: Scale | 'pen'; scales: readonly Scale[] }[] = [
  ...domains.map((domain) => ({
    key: domain,
    legend: domain,
    scales: [domain, ...facetsByDomain[domain]],
  })),
  { key: 'pen', legend: 'pen', scales: penScales },
];

type Choice = LevelSpan | 'any' | 'percentiles';

function spanLabel(span: LevelSpan, intl: IntlShape, language: Language): string {
  switch (span) {
    case 'low_to_average':
      return intl.formatMessage(messages.editorLowToAverage);
    case 'average_to_high':
      return intl.formatMessage(messages.editorAverageToHigh);
    default:
      return levelName(span, language);
  }
}

/** The message under a field, in words: never the schema's field names. */
function errorInWords(field: RangeField, message: string, intl: IntlShape): string {
  const reading = rangeErrorKind(message);
  switch (reading.kind) {
    case 'notANumber':
      return intl.formatMessage(messages.errorNotANumber);
    case 'outOfBounds':
      return intl.formatMessage(messages.errorOutOfBounds, {
        maximum: intl.formatNumber(reading.maximum),
      });
    case 'otherEndRequired':
      return intl.formatMessage(
        field.startsWith('min_') ? messages.errorMinimumRequired : messages.errorMaximumRequired,
      );
    case 'minimumNotLess':
      return intl.formatMessage(messages.errorMinimumNotLess);
    case 'noRanges':
    case 'unknown':
      return message;
  }
}

/**
 * Says a range error (or the form error) in words of the editor's language, for an error summary
 * outside the editor that lists the same problems.
 */
export function useProfileRangeErrorWords(language?: Language) {
  const { intl } = useScalesIntl(language);
  return useCallback(
    (field: RangeField | undefined, message: string) =>
      field === undefined ? formErrorInWords(message, intl) : errorInWords(field, message, intl),
    [intl],
  );
}

function formErrorInWords(message: string, intl: IntlShape): string {
  return rangeErrorKind(message).kind === 'noRanges'
    ? intl.formatMessage(messages.errorNoRanges)
    : message;
}

function completeRange(min: number | null, max: number | null): ScaleRange | undefined {
  return min !== null && max !== null ? { min, max } : undefined;
}

/**
 * The ideal ranges of a profile in plain language: on each of the 38 scales (grouped by domain,
 * then PEN), a level ("Average", "Average to high") or a band of percentiles, drawn on the
 * percentile track of the result charts, with the raw points it stores shown small. A scale the
 * fit would leave out (a domain whose facets are set, say: leftOutOfFit) is marked so, with why.
 * Controlled: it shows `value` and `errors` and reports every change in raw points; the form owns
 * validation (validateProfileRanges) and saving.
 */
export function ProfileRangeEditor({
  value,
  onChange,
  errors = {},
  formError,
  isDisabled,
  mode = 'edit',
  idPrefix = 'profile-range',
  language,
}: ProfileRangeEditorProps) {
  const { intl, language: shownLanguage } = useScalesIntl(language);
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
      setPercentileScales((previous) => {
        const next = new Set(previous);
        if (chosen === 'percentiles') next.add(scale);
        else next.delete(scale);
        return next;
      });
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
      ...levelSpans.map((span) => ({ id: span, label: spanLabel(span, intl, shownLanguage) })),
      { id: 'percentiles', label: intl.formatMessage(messages.editorPercentiles) },
    ],
    [intl, shownLanguage],
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
  const openGroup = (key: string, isOpen: boolean) =>
    setOpenGroups((previous) => {
      const next = new Set(previous);
      if (isOpen) next.add(key);
      else next.delete(key);
      return next;
    });
  const setCount = scales.filter(isSet).length;
  const visibleGroups =
    mode === 'view' && !showsAll
      ? groups
          .map((entry) => ({ ...entry, scales: entry.scales.filter(isSet) }))
          .filter((entry) => entry.scales.length > 0)
      : groups;

  return (
    <div className={editor}>
      {mode === 'edit' && <Text tone="secondary">{intl.formatMessage(messages.editorIntro)}</Text>}
      {formError && (
        <div id={profileRangeFormErrorId(idPrefix)} tabIndex={-1}>
          <Alert tone="critical">{formErrorInWords(formError, intl)}</Alert>
        </div>
      )}
      {visibleGroups.map((entry) => {
        const rowOf = (scale: Scale) => {
          const min = value[minimumField(scale)] ?? null;
          const max = value[maximumField(scale)] ?? null;
          const minError = errors[minimumField(scale)];
          const maxError = errors[maximumField(scale)];
          return (
            <ScaleRangeRow
              key={scale}
              scale={scale}
              kind={entry.legend === scale || entry.legend === 'pen' ? 'domain' : 'facet'}
              minimum={min}
              maximum={max}
              choosesPercentiles={percentileScales.has(scale)}
              leftOut={leftOut.get(scale) ?? null}
              minimumError={
                minError === undefined
                  ? undefined
                  : errorInWords(minimumField(scale), minError, intl)
              }
              maximumError={
                maxError === undefined
                  ? undefined
                  : errorInWords(maximumField(scale), maxError, intl)
              }
              options={options}
              onChoose={choose}
              onPercentile={setPercentile}
              isDisabled={isDisabled}
              isReadOnly={mode === 'view'}
              idPrefix={idPrefix}
              intl={intl}
              language={shownLanguage}
            />
          );
        };
        const [domainScale, ...facetScales] = entry.scales;
        const legendText =
          entry.legend === 'pen'
            ? intl.formatMessage(messages.editorPenGroup)
            : nameOfScale(entry.legend, shownLanguage);
        const foldsFacets = mode === 'edit' && entry.legend !== 'pen' && domainScale !== undefined;
        return (
          <fieldset key={entry.key} className={group}>
            <legend className={legend}>{legendText}</legend>
            {foldsFacets ? (
              <>
                {rowOf(domainScale)}
                <Disclosure
                  isExpanded={openGroups.has(entry.key) || facetScales.some(hasError)}
                  onExpandedChange={(isOpen) => openGroup(entry.key, isOpen)}
                  expandLabel={intl.formatMessage(messages.editorShowFacets, {
                    count: facetScales.length,
                    domain: legendText,
                  })}
                  collapseLabel={intl.formatMessage(messages.editorHideFacets, {
                    domain: legendText,
                  })}
                >
                  {facetScales.map(rowOf)}
                </Disclosure>
              </>
            ) : (
              entry.scales.map(rowOf)
            )}
          </fieldset>
        );
      })}
      {mode === 'view' && setCount < scales.length && (
        <div>
          <Button variant="secondary" onPress={() => setShowsAll((shown) => !shown)}>
            {showsAll
              ? intl.formatMessage(messages.editorShowSet)
              : intl.formatMessage(messages.editorShowAll, { count: scales.length })}
          </Button>
        </div>
      )}
    </div>
  );
}

interface ScaleRangeRowProps {
  scale: Scale;
  kind: 'domain' | 'facet';
  minimum: number | null;
  maximum: number | null;
  choosesPercentiles: boolean;
  /** Why the fit would leave this scale out; null when it counts or is not set. */
  leftOut: ScaleFit['leftOut'];
  /** Already in words. */
  minimumError: string | undefined;
  maximumError: string | undefined;
  options: SelectOption<Choice>[];
  onChoose: (scale: Scale, chosen: Choice) => void;
  onPercentile: (field: RangeField, scale: Scale, percentile: number) => void;
  isDisabled: boolean | undefined;
  isReadOnly: boolean;
  idPrefix: string;
  intl: IntlShape;
  language: Language;
}

const ScaleRangeRow = memo(function ScaleRangeRow({
  scale,
  kind,
  minimum,
  maximum,
  choosesPercentiles,
  leftOut,
  minimumError,
  maximumError,
  options,
  onChoose,
  onPercentile,
  isDisabled,
  isReadOnly,
  idPrefix,
  intl,
  language,
}: ScaleRangeRowProps) {
  const nameId = useId();
  const leftOutId = useId();
  const range = completeRange(minimum, maximum);
  const span = range && levelSpanOfRange(scale, range);
  const isPartial = !range && (minimum !== null || maximum !== null);
  const shown: Choice =
    choosesPercentiles || isPartial || (range && !span) ? 'percentiles' : (span ?? 'any');
  const band = range && bandOfRange(scale, range);
  const endOnTrack = (raw: number | null) =>
    raw === null ? Number.NaN : percentileOfRangeEnd(scale, raw);
  const spanWords =
    shown === 'percentiles' || shown === 'any'
      ? undefined
      : options.find((option) => option.id === shown)?.label;

  const leftOutNote = leftOut && (
    <FitLeftOutNote leftOut={leftOut} id={leftOutId} language={language} />
  );

  const description = band && (
    <>
      <span className={spanText}>
        {spanWords ??
          intl.formatMessage(messages.editorBand, {
            from: intl.formatNumber(band.from),
            to: intl.formatNumber(band.to),
          })}
      </span>
      <span className={pointsText}>
        {spanWords &&
          `${intl.formatMessage(messages.editorBand, {
            from: intl.formatNumber(band.from),
            to: intl.formatNumber(band.to),
          })} · `}
        {intl.formatMessage(messages.editorPoints, {
          min: intl.formatNumber(range.min),
          max: intl.formatNumber(range.max),
          maximum: intl.formatNumber(scaleMaximum(scale)),
        })}
      </span>
    </>
  );

  if (isReadOnly) {
    return (
      <div
        role="group"
        aria-labelledby={nameId}
        aria-describedby={leftOut ? leftOutId : undefined}
        className={viewRow}
      >
        <div className={scaleLabel}>
          <span id={nameId} className={scaleName} data-kind={kind}>
            {nameOfScale(scale, language)}
          </span>
          {leftOutNote}
        </div>
        <div className={preview}>
          {description ?? (
            <span className={pointsText}>{intl.formatMessage(messages.editorNotSet)}</span>
          )}
          <PercentileBandTrack band={band} />
        </div>
      </div>
    );
  }

  const ends = [
    {
      field: minimumField(scale),
      label: intl.formatMessage(messages.editorFrom),
      raw: minimum,
      error: minimumError,
    },
    {
      field: maximumField(scale),
      label: intl.formatMessage(messages.editorTo),
      raw: maximum,
      error: maximumError,
    },
  ];
  return (
    <div
      role="group"
      aria-labelledby={nameId}
      aria-describedby={leftOut ? leftOutId : undefined}
      className={row}
    >
      <div className={scaleLabel}>
        <span id={nameId} className={scaleName} data-kind={kind}>
          {nameOfScale(scale, language)}
        </span>
        {leftOutNote}
      </div>
      <div className={choice}>
        <Select<Choice>
          id={`${idPrefix}-${scale}`}
          label={intl.formatMessage(messages.editorRange)}
          aria-labelledby={nameId}
          options={options}
          selectedKey={shown}
          onSelectionChange={(key) => {
            if (key !== null) onChoose(scale, key as Choice);
          }}
          isDisabled={isDisabled}
        />
        {shown === 'percentiles' && (
          <div className={percentileFields}>
            {ends.map(({ field, label, raw, error }) => (
              // The visible label says "From percentile"; aria-labelledby adds the scale, so the
              // field is announced (and found by tests) as "From percentile Anxiety".
              <NumberField
                key={field}
                id={profileRangeFieldId(idPrefix, field)}
                label={label}
                aria-labelledby={nameId}
                name={field}
                value={endOnTrack(raw)}
                onChange={(next) => onPercentile(field, scale, next)}
                minValue={0}
                maxValue={100}
                step={1}
                isDisabled={isDisabled}
                isInvalid={error !== undefined}
                errorMessage={error}
              />
            ))}
          </div>
        )}
      </div>
      <div className={preview}>
        <PercentileBandTrack band={band} />
        <div className={trackScale} aria-hidden="true">
          <span>0</span>
          <span>50</span>
          <span>100</span>
        </div>
        {description}
      </div>
    </div>
  );
});
