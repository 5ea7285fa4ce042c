import type { PercentileBand } from '@facet/reports-domain';
import { averageBand } from '../private/averageBand';
import { averageZone, bandTrack, profileBand } from './ProfileRangeEditor.css';

const asPosition = (percentile: number) => `${percentile}%`;

/**
 * A profile band on the equal-width percentile track of the result charts: 0 to 100, with the
 * average band shaded. Decorative: the caller writes the band in words beside it.
 */
export function PercentileBandTrack({ band }: { band: PercentileBand | undefined }) {
  return (
    <div className={bandTrack} aria-hidden="true">
      <div
        className={averageZone}
        style={{
          left: asPosition(averageBand.from),
          width: asPosition(averageBand.to - averageBand.from),
        }}
      />
      {band && (
        <div
          className={profileBand}
          style={{ left: asPosition(band.from), width: asPosition(band.to - band.from) }}
        />
      )}
    </div>
  );
}
