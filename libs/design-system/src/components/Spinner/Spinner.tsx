import { ProgressBar } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { designSystemCatalogue } from '../../catalogue';
import { spinner, spinnerCircle, spinnerSize } from './Spinner.css';

export const spinnerSizes = ['small', 'standard', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /**
   * What is loading, for screen readers.
   * @default 'Loading' (translated)
   */
  label?: string;
  /** @default 'standard' */
  size?: SpinnerSize;
}

/** An indeterminate progress indicator for waits whose length is unknown. */
export function Spinner({ label, size = 'standard' }: SpinnerProps) {
  const intl = useIntl();
  return (
    <ProgressBar
      isIndeterminate
      aria-label={label ?? intl.formatMessage(designSystemCatalogue.messages.loading)}
      className={spinner}
    >
      <span aria-hidden className={`${spinnerCircle} ${spinnerSize[size]}`} />
    </ProgressBar>
  );
}
