import type { Language } from '@facet/platform-kernel';
import { scalesCatalogue } from '../catalogue';
import { averageBand } from '../private/averageBand';
import {
  averageBand as averageBandStyle,
  confidenceBand,
  fill,
  profileRange,
} from '../private/scoreRow.css';
import { useScalesIntl } from '../private/useScalesIntl';
import { entry, legend, swatch } from './scoreLegend.css';

export interface ScoreLegendProps {
  /**
   * Also explains the profile range's frame.
   * @default false
   */
  showProfileRange?: boolean;
  /** Language of the labels; @default the react-intl language around it */
  language?: Language;
}

const { messages } = scalesCatalogue;

/**
 * How to read the percentile bars, once per page or chart: the bar, the hatched average band, the
 * error line and, with a profile, the range frame, each beside a sample drawn with the bars' own
 * styles.
 */
export function ScoreLegend({ showProfileRange = false, language }: ScoreLegendProps) {
  const { intl } = useScalesIntl(language);
  return (
    <ul className={legend} aria-label={intl.formatMessage(messages.legendTitle)}>
      <li className={entry}>
        <span className={swatch} aria-hidden="true">
          <span className={fill} style={{ width: '60%' }} />
        </span>
        {intl.formatMessage(messages.legendBar)}
      </li>
      <li className={entry}>
        <span className={swatch} aria-hidden="true">
          <span className={averageBandStyle} style={{ left: '20%', width: '60%' }} />
        </span>
        {intl.formatMessage(messages.legendAverage, {
          from: intl.formatNumber(averageBand.from),
          to: intl.formatNumber(averageBand.to),
        })}
      </li>
      <li className={entry}>
        <span className={swatch} aria-hidden="true">
          <span className={confidenceBand} style={{ left: '25%', width: '50%' }} />
        </span>
        {intl.formatMessage(messages.legendConfidence)}
      </li>
      {showProfileRange && (
        <li className={entry}>
          <span className={swatch} aria-hidden="true">
            <span
              className={profileRange}
              data-position="inside"
              style={{ left: '20%', width: '60%', top: 0, bottom: 0 }}
            />
          </span>
          {intl.formatMessage(messages.legendProfileRange)}
        </li>
      )}
    </ul>
  );
}
