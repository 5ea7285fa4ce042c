import {
  Label,
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import {
  progressBar,
  progressFill,
  progressLabel,
  progressTrack,
  progressValue,
} from './ProgressBar.css';

export interface ProgressBarProps extends Omit<
  RACProgressBarProps,
  'className' | 'style' | 'children' | 'isIndeterminate'
> {
  /** What is progressing ("Assessment progress"); shown and used as the accessible name. */
  label: string;
}

/**
 * Progress towards a known end (pages answered, upload). `valueLabel` replaces the percentage,
 * e.g. "Page 3 of 12". For unknown durations use Spinner.
 */
export function ProgressBar({ label, ...props }: ProgressBarProps) {
  return (
    <RACProgressBar {...props} className={progressBar}>
      {({ percentage, valueText }) => (
        <>
          <Label className={progressLabel}>{label}</Label>
          <span className={progressValue}>{valueText}</span>
          <div className={progressTrack}>
            <div className={progressFill} style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
