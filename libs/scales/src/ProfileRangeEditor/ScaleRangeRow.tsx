import { scaleMaximum, type Scale } from '@facet/assessment-domain';
import { NumberField, Select, type SelectOption } from '@facet/design-system';
import type { Language } from '@facet/platform-kernel';
import {
  bandOfRange,
  levelSpanOfRange,
  maximumField,
  minimumField,
  percentileOfRangeEnd,
  scaleName as nameOfScale,
  type PercentileBand,
  type ScaleFit,
  type ScaleRange,
} from '@facet/reports-domain';
import { memo, useId } from 'react';
import type { IntlShape } from 'react-intl';
import { scalesCatalogue } from '../catalogue';
import { FitLeftOutNote } from '../FitLeftOut/FitLeftOut';
import { PercentileBandTrack } from './PercentileBandTrack';
import {
  choice,
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
import { profileRangeFieldId, type RangeField } from './profileRangeErrors';
import type { Choice } from './profileRangeWords';

const { messages } = scalesCatalogue;

function completeRange(min: number | null, max: number | null): ScaleRange | undefined {
  return min !== null && max !== null ? { min, max } : undefined;
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

/** One scale of the editor: its name, the choice of range (or the range read), and the track. */
export const ScaleRangeRow = memo(function ScaleRangeRow({
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
  const spanWords =
    shown === 'percentiles' || shown === 'any'
      ? undefined
      : options.find((option) => option.id === shown)?.label;

  const label = (
    <div className={scaleLabel}>
      <span id={nameId} className={scaleName} data-kind={kind}>
        {nameOfScale(scale, language)}
      </span>
      {leftOut && <FitLeftOutNote leftOut={leftOut} id={leftOutId} language={language} />}
    </div>
  );
  const description = band && (
    <RangeInWords scale={scale} range={range} band={band} spanWords={spanWords} intl={intl} />
  );

  if (isReadOnly) {
    return (
      <div
        role="group"
        aria-labelledby={nameId}
        aria-describedby={leftOut ? leftOutId : undefined}
        className={viewRow}
      >
        {label}
        <div className={preview}>
          {description ?? (
            <span className={pointsText}>{intl.formatMessage(messages.editorNotSet)}</span>
          )}
          <PercentileBandTrack band={band} />
        </div>
      </div>
    );
  }

  return (
    <div
      role="group"
      aria-labelledby={nameId}
      aria-describedby={leftOut ? leftOutId : undefined}
      className={row}
    >
      {label}
      <RangeChoice
        scale={scale}
        shown={shown}
        minimum={minimum}
        maximum={maximum}
        minimumError={minimumError}
        maximumError={maximumError}
        nameId={nameId}
        options={options}
        onChoose={onChoose}
        onPercentile={onPercentile}
        isDisabled={isDisabled}
        idPrefix={idPrefix}
        intl={intl}
      />
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

type RangeChoiceProps = Pick<
  ScaleRangeRowProps,
  | 'scale'
  | 'minimum'
  | 'maximum'
  | 'minimumError'
  | 'maximumError'
  | 'options'
  | 'onChoose'
  | 'onPercentile'
  | 'isDisabled'
  | 'idPrefix'
  | 'intl'
> & {
  /** The choice the row shows: the level span of its range, or percentiles. */
  shown: Choice;
  /** The id of the scale's name, which labels the controls too. */
  nameId: string;
};

/** How a scale's range is chosen: a level span, or the ends of a band of percentiles. */
function RangeChoice({
  scale,
  shown,
  minimum,
  maximum,
  minimumError,
  maximumError,
  nameId,
  options,
  onChoose,
  onPercentile,
  isDisabled,
  idPrefix,
  intl,
}: RangeChoiceProps) {
  return (
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
        <PercentileEndFields
          scale={scale}
          ends={[
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
          ]}
          nameId={nameId}
          onPercentile={onPercentile}
          isDisabled={isDisabled}
          idPrefix={idPrefix}
        />
      )}
    </div>
  );
}

interface RangeInWordsProps {
  scale: Scale;
  range: ScaleRange;
  band: PercentileBand;
  /** The level span the range is, when it is one ("Average to high"). */
  spanWords: string | undefined;
  intl: IntlShape;
}

/** A set range in words: its level span or band of percentiles, then the raw points it stores. */
function RangeInWords({ scale, range, band, spanWords, intl }: RangeInWordsProps) {
  const bandWords = intl.formatMessage(messages.editorBand, {
    from: intl.formatNumber(band.from),
    to: intl.formatNumber(band.to),
  });
  return (
    <>
      <span className={spanText}>{spanWords ?? bandWords}</span>
      <span className={pointsText}>
        {spanWords && `${bandWords} · `}
        {intl.formatMessage(messages.editorPoints, {
          min: intl.formatNumber(range.min),
          max: intl.formatNumber(range.max),
          maximum: intl.formatNumber(scaleMaximum(scale)),
        })}
      </span>
    </>
  );
}

interface PercentileEndFieldsProps {
  scale: Scale;
  /** The range's ends in raw points, with their errors in words. */
  ends: { field: RangeField; label: string; raw: number | null; error: string | undefined }[];
  /** The id of the scale's name, which labels the fields too. */
  nameId: string;
  onPercentile: (field: RangeField, scale: Scale, percentile: number) => void;
  isDisabled: boolean | undefined;
  idPrefix: string;
}

/** The "from" and "to" percentiles of a scale set as a band of percentiles. */
function PercentileEndFields({
  scale,
  ends,
  nameId,
  onPercentile,
  isDisabled,
  idPrefix,
}: PercentileEndFieldsProps) {
  return (
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
          value={raw === null ? Number.NaN : percentileOfRangeEnd(scale, raw)}
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
  );
}
