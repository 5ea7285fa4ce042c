import { Heading, Numeral, Stack, Text } from '@facet/design-system';
import type { Language } from '@facet/platform-kernel';
import {
  outOfRangeWordsKey,
  type OutOfRangeScale,
  type ResultDecision,
} from '@facet/profiles-domain';
import { scaleName } from '@facet/reports-domain';
import { scalesCatalogue } from '@facet/scales';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { profilesMessages as messages } from '../../messages';
import {
  chip,
  chipList,
  chipMark,
  chipScale,
  decisionPanel,
  meterFill,
  meterTrack,
  scoreFigure,
  scoreLine,
} from './ResultDecision.css';

const outOfRangeMessages = {
  below: messages.decisionBelow,
  above: messages.decisionAbove,
  borderlineBelow: messages.decisionBorderlineBelow,
  borderlineAbove: messages.decisionBorderlineAbove,
};

/** One scale outside the profile's range: its name, the percentile, the range and which side. */
function OutOfRangeChip({ scale, language }: { scale: OutOfRangeScale; language: Language }) {
  const intl = useIntl();
  return (
    <li
      className={chip}
      data-testid="out-of-range-scale"
      data-scale={scale.scale}
      data-borderline={scale.borderline}
    >
      <span className={chipMark} aria-hidden="true">
        {scale.direction === 'below' ? '↓' : '↑'}
      </span>
      <span>
        <span className={chipScale}>{scaleName(scale.scale, language)}</span>
        {': '}
        {intl.formatMessage(outOfRangeMessages[outOfRangeWordsKey(scale)], {
          percentile: intl.formatNumber(scale.percentile),
          low: intl.formatNumber(scale.rangeLow),
          high: intl.formatNumber(scale.rangeHigh),
        })}
      </span>
    </li>
  );
}

export interface FitHeadlineProps {
  profileName: string;
  decision: ResultDecision;
  language: Language;
  /** The profile picker, to compare with another profile. */
  children?: ReactNode;
}

/**
 * The decision first (D69): the ranking's fit score with the chosen profile, as a number and a
 * meter, in the ranking's words, then the scales outside the profile's ranges as chips, the
 * clear misses and the furthest outside first. Percentiles only.
 */
export function FitHeadline({ profileName, decision, language, children }: FitHeadlineProps) {
  const intl = useIntl();
  const headingId = useId();
  const { fitScore, outOfRange, counted } = decision;
  const title = intl.formatMessage(messages.decisionFitTitle, { profile: profileName });
  return (
    <section aria-labelledby={headingId} className={decisionPanel} data-testid="fit-headline">
      <Heading level={2} id={headingId}>
        {title}
      </Heading>
      {fitScore === null ? (
        <Text>{intl.formatMessage(messages.decisionNoRanges)}</Text>
      ) : (
        <>
          <FitScoreLine
            score={fitScore.score}
            meaning={intl.formatMessage(
              fitScore.outsideDistance > 0
                ? scalesCatalogue.messages.fitOutsideRanges
                : scalesCatalogue.messages.fitInsideRanges,
            )}
            label={intl.formatMessage(messages.decisionFitMeter, { profile: profileName })}
          />
          <Text weight="strong">
            {outOfRange.length === 0
              ? intl.formatMessage(messages.decisionAllInside)
              : intl.formatMessage(messages.decisionOutsideCount, {
                  outside: intl.formatNumber(outOfRange.length),
                  total: intl.formatNumber(counted),
                })}
          </Text>
          {outOfRange.length > 0 && (
            <ul className={chipList} aria-label={intl.formatMessage(messages.decisionOutsideTitle)}>
              {outOfRange.map((scale) => (
                <OutOfRangeChip key={scale.scale} scale={scale} language={language} />
              ))}
            </ul>
          )}
        </>
      )}
      {children}
    </section>
  );
}

/** The score in large numerals, "out of 100", the meter, and what the score means. */
function FitScoreLine({
  score,
  meaning,
  label,
}: {
  score: number;
  meaning: string;
  label: string;
}) {
  const intl = useIntl();
  const shown = intl.formatNumber(score, { maximumFractionDigits: 1 });
  return (
    <Stack space="xsmall">
      <div className={scoreLine}>
        <span className={scoreFigure}>
          <Numeral size="kpi">{shown}</Numeral>
          <Text as="span" tone="secondary">
            {intl.formatMessage(messages.decisionOutOf100)}
          </Text>
        </span>
        <div
          role="meter"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={score}
          aria-valuetext={`${shown}: ${meaning}`}
          className={meterTrack}
          data-testid="fit-meter"
        >
          <span className={meterFill} style={{ width: `${score}%` }} />
        </div>
      </div>
      <Text tone="secondary">{meaning}</Text>
    </Stack>
  );
}

export interface ChooseProfilePromptProps {
  /** Whether the company has any profile to offer. */
  hasProfiles: boolean;
  /** Whether this reader may choose one (the back office sees the choice but makes none). */
  canChoose: boolean;
  /** The profile picker. */
  children?: ReactNode;
}

/** Without a chosen profile, the place of the fit offers the company's profiles. */
export function ChooseProfilePrompt({
  hasProfiles,
  canChoose,
  children,
}: ChooseProfilePromptProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={decisionPanel} data-testid="choose-profile">
      <Heading level={2} id={headingId}>
        {intl.formatMessage(messages.decisionChooseTitle)}
      </Heading>
      <Text>
        {intl.formatMessage(
          !canChoose
            ? messages.decisionNoneChosen
            : hasProfiles
              ? messages.decisionChooseText
              : messages.decisionNoProfiles,
        )}
      </Text>
      {children}
    </section>
  );
}
