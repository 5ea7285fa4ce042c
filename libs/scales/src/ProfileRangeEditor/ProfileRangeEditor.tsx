import {
  domains,
  facetsByDomain,
  penScales,
  scaleMaximum,
  type Scale,
} from '@facet/assessment-domain';
import { Alert, NumberField, Text } from '@facet/design-system';
import type { Language } from '@facet/platform-kernel';
import { maximumField, minimumField, scaleName as nameOfScale } from '@facet/reports-domain';
import { memo, useCallback, useId, useLayoutEffect, useRef } from 'react';
import type { IntlShape } from 'react-intl';
import { scalesCatalogue } from '../catalogue';
import { useScalesIntl } from '../private/useScalesIntl';
import {
  bounds,
  editor,
  group,
  legend,
  row,
  scaleLabel,
  scaleName,
} from './ProfileRangeEditor.css';
import {
  rangeErrorKind,
  type ProfileRangeFieldErrors,
  type ProfileRangeValues,
  type RangeField,
} from './profileRangeErrors';

export interface ProfileRangeEditorProps {
  /** The flat min_/max_ fields (ProfileRangeFields); absent and null both mean "not set". */
  value: ProfileRangeValues;
  /** Called with the whole value, one field changed; a cleared field becomes null. */
  onChange: (value: ProfileRangeValues) => void;
  /**
   * profileRangesSchema's messages by field (validateProfileRanges gives them, and so does the
   * server's 400); each is shown under its field in words of the current language.
   */
  errors?: ProfileRangeFieldErrors;
  /** The error about the whole form, e.g. the schema's "no valid values: ...". */
  formError?: string;
  isDisabled?: boolean;
  /** Language of the labels; @default the react-intl language around the editor */
  language?: Language;
}

const { messages } = scalesCatalogue;

const groups: { key: string; legend: Scale | 'pen'; scales: readonly Scale[] }[] = [
  ...domains.map((domain) => ({
    key: domain,
    legend: domain,
    scales: [domain, ...facetsByDomain[domain]],
  })),
  { key: 'pen', legend: 'pen', scales: penScales },
];

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

function formErrorInWords(message: string, intl: IntlShape): string {
  return rangeErrorKind(message).kind === 'noRanges'
    ? intl.formatMessage(messages.errorNoRanges)
    : message;
}

/**
 * The ideal range of a profile: a minimum and a maximum for each of the 38 scales, grouped by
 * domain (the domain first, then its facets) and the PEN scales. Controlled: it shows `value` and
 * `errors` and reports every change; the form owns validation (validateProfileRanges) and saving.
 */
export function ProfileRangeEditor({
  value,
  onChange,
  errors = {},
  formError,
  isDisabled,
  language,
}: ProfileRangeEditorProps) {
  const { intl, language: shownLanguage } = useScalesIntl(language);
  // Rows are memoised and get one stable callback, so typing in one field re-renders one row of
  // 38, not all 76 fields; the callback reads the latest value and onChange from this ref.
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  const change = useCallback((field: RangeField, next: number) => {
    const { value: current, onChange: report } = latest.current;
    report({ ...current, [field]: Number.isNaN(next) ? null : next });
  }, []);
  const messageFor = (field: RangeField) => {
    const error = errors[field];
    return error === undefined ? undefined : errorInWords(field, error, intl);
  };
  return (
    <div className={editor}>
      <Text tone="secondary">{intl.formatMessage(messages.editorIntro)}</Text>
      {formError && <Alert tone="critical">{formErrorInWords(formError, intl)}</Alert>}
      {groups.map((entry) => (
        <fieldset key={entry.key} className={group}>
          <legend className={legend}>
            {entry.legend === 'pen'
              ? intl.formatMessage(messages.editorPenGroup)
              : nameOfScale(entry.legend, shownLanguage)}
          </legend>
          {entry.scales.map((scale) => (
            <ScaleRangeRow
              key={scale}
              scale={scale}
              kind={entry.legend === scale || entry.legend === 'pen' ? 'domain' : 'facet'}
              minimum={value[minimumField(scale)] ?? null}
              maximum={value[maximumField(scale)] ?? null}
              minimumError={messageFor(minimumField(scale))}
              maximumError={messageFor(maximumField(scale))}
              onChange={change}
              isDisabled={isDisabled}
              intl={intl}
              language={shownLanguage}
            />
          ))}
        </fieldset>
      ))}
    </div>
  );
}

interface ScaleRangeRowProps {
  scale: Scale;
  kind: 'domain' | 'facet';
  minimum: number | null;
  maximum: number | null;
  /** Already in words. */
  minimumError: string | undefined;
  maximumError: string | undefined;
  onChange: (field: RangeField, next: number) => void;
  isDisabled: boolean | undefined;
  intl: IntlShape;
  language: Language;
}

const ScaleRangeRow = memo(function ScaleRangeRow({
  scale,
  kind,
  minimum,
  maximum,
  minimumError,
  maximumError,
  onChange,
  isDisabled,
  intl,
  language,
}: ScaleRangeRowProps) {
  const nameId = useId();
  const upperBound = scaleMaximum(scale);
  const ends = [
    {
      field: minimumField(scale),
      label: intl.formatMessage(messages.editorMinimum),
      value: minimum,
      error: minimumError,
    },
    {
      field: maximumField(scale),
      label: intl.formatMessage(messages.editorMaximum),
      value: maximum,
      error: maximumError,
    },
  ];
  return (
    <div role="group" aria-labelledby={nameId} className={row}>
      <div className={scaleLabel}>
        <span id={nameId} className={scaleName} data-kind={kind}>
          {nameOfScale(scale, language)}
        </span>
        <span className={bounds}>
          {intl.formatMessage(messages.editorBounds, { maximum: intl.formatNumber(upperBound) })}
        </span>
      </div>
      {ends.map(({ field, label, value, error }) => (
        // The visible label says "Minimum"; aria-labelledby adds the scale, so the field is
        // announced (and found by tests) as "Minimum Anxiety".
        <NumberField
          key={field}
          label={label}
          aria-labelledby={nameId}
          name={field}
          value={value ?? Number.NaN}
          onChange={(next) => onChange(field, next)}
          minValue={0}
          maxValue={upperBound}
          step={1}
          isDisabled={isDisabled}
          isInvalid={error !== undefined}
          errorMessage={error}
        />
      ))}
    </div>
  );
});
