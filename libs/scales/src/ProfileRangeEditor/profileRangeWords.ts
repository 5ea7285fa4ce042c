import type { Language } from '@facet/platform-kernel';
import { levelName, type LevelSpan } from '@facet/reports-domain';
import { useCallback } from 'react';
import type { IntlShape } from 'react-intl';
import { scalesCatalogue } from '../catalogue';
import { useScalesIntl } from '../private/useScalesIntl';
import { rangeErrorKind, type RangeField } from './profileRangeErrors';

const { messages } = scalesCatalogue;

/** What a scale's range is set to: any value, a span of levels, or a band of percentiles. */
export type Choice = LevelSpan | 'any' | 'percentiles';

export function spanLabel(span: LevelSpan, intl: IntlShape, language: Language): string {
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
export function errorInWords(field: RangeField, message: string, intl: IntlShape): string {
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

export function formErrorInWords(message: string, intl: IntlShape): string {
  return rangeErrorKind(message).kind === 'noRanges'
    ? intl.formatMessage(messages.errorNoRanges)
    : message;
}
