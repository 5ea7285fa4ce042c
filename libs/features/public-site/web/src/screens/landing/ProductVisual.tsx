import { useIntl } from 'react-intl';
import {
  avatarRing,
  divider,
  fillAccent,
  fillAccentMuted,
  fillAccentSoft,
  fillNeutral,
  fillSecondary,
  markerDot,
  ringTrack,
  ringValue,
  visualCard,
  visualFrame,
  visualSvg,
  visualTeamCard,
} from './landing.css';
import { publicPagesCatalogue } from '../../pages-catalogue';

const { messages } = publicPagesCatalogue;

/** Five sample domains: where each person falls (percentile) and how long its label line is. */
const sampleDomains = [
  { percentile: 72, labelWidth: 58 },
  { percentile: 38, labelWidth: 70 },
  { percentile: 86, labelWidth: 48 },
  { percentile: 55, labelWidth: 64 },
  { percentile: 24, labelWidth: 44 },
] as const;

const trackStart = 96;
const trackWidth = 216;
const firstRow = 84;
const rowGap = 32;
/** The average band of the norms: percentiles 30 to 70. */
const averageBand = { from: 30, to: 70 };
const ringRadius = 20;
const ringLength = 2 * Math.PI * ringRadius;
const sampleFit = 0.82;

const trackX = (percentile: number) => trackStart + (percentile / 100) * trackWidth;

/**
 * A stylised Facet report, drawn rather than screenshotted (no image to load): five domains on
 * equal percentile tracks with the average band, and a team card with a profile-fit ring.
 * Labels are drawn as lines, so the picture needs no translation; its name describes it.
 */
export function ProductVisual() {
  const intl = useIntl();
  return (
    <div
      className={visualFrame}
      role="img"
      aria-label={intl.formatMessage(messages.productVisualLabel)}
    >
      <div className={visualCard}>
        <svg className={visualSvg} viewBox="0 0 320 236" aria-hidden="true" focusable="false">
          <circle className={fillAccent} cx="20" cy="22" r="18" />
          <rect className={fillSecondary} x="50" y="12" width="120" height="8" rx="4" />
          <rect className={fillNeutral} x="50" y="28" width="80" height="6" rx="3" />
          <rect className={fillAccentSoft} x="252" y="12" width="68" height="22" rx="11" />
          <rect className={fillAccent} x="266" y="20" width="40" height="6" rx="3" />
          <line className={divider} x1="0" y1="56" x2="320" y2="56" />
          {sampleDomains.map(({ percentile, labelWidth }, index) => {
            const y = firstRow + index * rowGap;
            return (
              <g key={percentile}>
                <rect
                  className={fillSecondary}
                  x="0"
                  y={y - 3}
                  width={labelWidth}
                  height="6"
                  rx="3"
                />
                <rect
                  className={fillNeutral}
                  x={trackStart}
                  y={y - 4}
                  width={trackWidth}
                  height="8"
                  rx="4"
                />
                <rect
                  className={fillAccentMuted}
                  x={trackX(averageBand.from)}
                  y={y - 4}
                  width={trackX(averageBand.to) - trackX(averageBand.from)}
                  height="8"
                />
                <circle className={markerDot} cx={trackX(percentile)} cy={y} r="8" />
              </g>
            );
          })}
        </svg>
      </div>
      <div className={visualTeamCard}>
        <svg viewBox="0 0 176 56" width="176" height="56" aria-hidden="true" focusable="false">
          <circle className={`${fillAccentMuted} ${avatarRing}`} cx="20" cy="28" r="16" />
          <circle className={`${fillAccentSoft} ${avatarRing}`} cx="42" cy="28" r="16" />
          <circle className={`${fillAccent} ${avatarRing}`} cx="64" cy="28" r="16" />
          <rect className={fillSecondary} x="88" y="20" width="40" height="6" rx="3" />
          <rect className={fillNeutral} x="88" y="32" width="28" height="6" rx="3" />
          <circle className={ringTrack} cx="152" cy="28" r={ringRadius} />
          <circle
            className={ringValue}
            cx="152"
            cy="28"
            r={ringRadius}
            strokeDasharray={`${ringLength * sampleFit} ${ringLength}`}
            transform="rotate(-90 152 28)"
          />
        </svg>
      </div>
    </div>
  );
}
