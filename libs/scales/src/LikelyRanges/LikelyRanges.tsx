import { Switch } from '@facet/design-system';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { scalesCatalogue } from '../catalogue';
import type { ErrorBandDisplay } from '../private/ScoreRow';

/**
 * Whether a result's charts draw each score's likely (90 %) range, off at first: a calm chart
 * shows it only under the pointer until the reader asks for it.
 */
export function useLikelyRanges() {
  const [isShown, setShown] = useState(false);
  const errorBand: ErrorBandDisplay = isShown ? 'shown' : 'onHover';
  return { isShown, setShown, errorBand };
}

export interface LikelyRangesSwitchProps {
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
}

/** "Show the likely range of each score": the switch of useLikelyRanges. */
export function LikelyRangesSwitch({ isSelected, onChange }: LikelyRangesSwitchProps) {
  const intl = useIntl();
  return (
    <Switch isSelected={isSelected} onChange={onChange}>
      {intl.formatMessage(scalesCatalogue.messages.showLikelyRanges)}
    </Switch>
  );
}
