import {
  currentNorms,
  percentileOfRaw,
  type NormSet,
  type ScaleScores,
} from '@facet/assessment-domain';
import { Text } from '@facet/design-system';
import type { Language } from '@facet/platform-kernel';
import { profileFit, type FitPosition, type ProfileRanges } from '@facet/reports-domain';
import { useId, useMemo } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { FacetScoreBar } from '../FacetScoreBar/FacetScoreBar';
import type { ErrorBandDisplay } from '../private/ScoreRow';
import { FitLeftOutNote } from '../FitLeftOut/FitLeftOut';
import { ScoreLegend } from '../ScoreLegend/ScoreLegend';
import { scalesCatalogue } from '../catalogue';
import { useScalesIntl } from '../private/useScalesIntl';
import {
  badge,
  badgeMark,
  comparison,
  item,
  list,
  percentage,
  summary,
  verdict,
} from './ProfileComparison.css';

export interface ProfileComparisonProps {
  /** The result's scores on all 38 scales. */
  scores: ScaleScores;
  /** The profile's ranges (rangesFromProfileFields); only the scales it sets are compared. */
  ranges: ProfileRanges;
  /** Shown in the title ("Fit with “Sales lead”"); @default a plain "Profile fit" */
  profileName?: string;
  /**
   * Explains the bars and the range frame above the list; a page that explains them elsewhere
   * hides it.
   * @default true
   */
  showLegend?: boolean;
  /** Language of the labels; @default the react-intl language around it */
  language?: Language;
  /** The norms the result was described with: they set the error band; @default currentNorms */
  norms?: NormSet;
  /**
   * Whether the fit percentage and its counts head the list; a page that leads with its own fit
   * headline (the manager's result, with the ranking's fit score) hides them.
   * @default true
   */
  showFitSummary?: boolean;
  /** Replaces the title, for a page whose headline already says "Fit with …". */
  title?: string;
  /**
   * The scales outside their ranges first (clear misses, then borderline), each group in
   * catalogue order; otherwise catalogue order.
   * @default false
   */
  outsideFirst?: boolean;
  /** @default 'shown' */
  errorBand?: ErrorBandDisplay;
}

/** Sorting rank of a position when the scales outside come first. */
const outsideRank: Record<FitPosition, number> = { below: 0, above: 0, borderline: 1, inside: 2 };

const { messages } = scalesCatalogue;

const positionLooks: Record<
  FitPosition,
  { badge: MessageDescriptor; text: MessageDescriptor; mark: string }
> = {
  inside: { badge: messages.positionInside, text: messages.positionInsideText, mark: '●' },
  borderline: {
    badge: messages.positionBorderline,
    text: messages.positionBorderlineText,
    mark: '◐',
  },
  below: { badge: messages.positionBelow, text: messages.positionBelowText, mark: '↓' },
  above: { badge: messages.positionAbove, text: messages.positionAboveText, mark: '↑' },
};

/**
 * A result against a profile (DESIGN §6): the fit percentage over the scales the profile sets,
 * then each of those scales on its percentile track with the profile's raw range drawn in
 * percentiles, framed in the colour of a badge (inside, borderline, below, above) and a sentence. A
 * scale the fit leaves out (its facets are set, say) is shown, marked as not counted, with why. A
 * profile with no range reads "No ranges set", never 0%.
 */
export function ProfileComparison({
  scores,
  ranges,
  profileName,
  showLegend = true,
  language,
  norms = currentNorms,
  showFitSummary = true,
  title,
  outsideFirst = false,
  errorBand = 'shown',
}: ProfileComparisonProps) {
  const titleId = useId();
  const { intl } = useScalesIntl(language);
  const fit = useMemo(() => profileFit(scores, ranges, norms), [scores, ranges, norms]);
  const format = (number: number) => intl.formatNumber(number);
  const counted = fit.scales.filter((scale) => scale.counted);
  const shown = outsideFirst
    ? [...fit.scales].sort((a, b) => outsideRank[a.position] - outsideRank[b.position])
    : fit.scales;
  const countOf = (position: FitPosition) =>
    counted.filter((scale) => scale.position === position).length;
  return (
    <section className={comparison} aria-labelledby={titleId}>
      <div className={summary}>
        <Text as="span" weight="strong" id={titleId}>
          {title ??
            (profileName === undefined
              ? intl.formatMessage(messages.fitTitle)
              : intl.formatMessage(messages.fitTitleNamed, { profile: profileName }))}
        </Text>
        {showFitSummary && fit.fitPercentage !== null && (
          <>
            <span className={percentage}>
              {intl.formatMessage(messages.fitPercentage, {
                percentage: format(fit.fitPercentage),
              })}
            </span>
            <Text as="span" tone="secondary">
              {intl.formatMessage(messages.fitSummary, {
                inside: format(countOf('inside')),
                borderline: format(countOf('borderline')),
                total: format(counted.length),
              })}
            </Text>
          </>
        )}
      </div>
      {fit.fitPercentage === null ? (
        <Text tone="secondary">{intl.formatMessage(messages.fitNoRanges)}</Text>
      ) : (
        <>
          {showLegend && <ScoreLegend showProfileRange language={language} />}
          <ul className={list}>
            {shown.map(({ scale, score, min, max, position, leftOut }) => {
              const look = positionLooks[position];
              const distance =
                position === 'below' ? min - score : position === 'above' ? score - max : 0;
              const norm = norms.scales[scale];
              return (
                <li key={scale} className={item}>
                  <FacetScoreBar
                    scale={scale}
                    score={score}
                    range={{ min, max }}
                    rangePosition={position}
                    language={language}
                    norms={norms}
                    errorBand={errorBand}
                  />
                  <p className={verdict}>
                    <span className={badge} data-position={position}>
                      <span className={badgeMark} aria-hidden="true">
                        {look.mark}
                      </span>
                      {intl.formatMessage(look.badge)}
                    </span>
                    <span>
                      {intl.formatMessage(look.text, {
                        percentile: format(percentileOfRaw(score, norm)),
                        low: format(percentileOfRaw(min, norm)),
                        high: format(percentileOfRaw(max, norm)),
                        score: format(score),
                        min: format(min),
                        max: format(max),
                        distance: format(distance),
                      })}
                    </span>
                  </p>
                  {leftOut && <FitLeftOutNote leftOut={leftOut} language={language} />}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
