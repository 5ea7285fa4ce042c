import { useState } from 'react';

/**
 * The consent box and whether the person tried to accept without ticking it: the error shows
 * from that try until the box is ticked.
 */
export function useConsentChoice(onAccept: () => void) {
  const [checked, setChecked] = useState(false);
  const [triedWithout, setTriedWithout] = useState(false);
  return {
    checked,
    triedWithout,
    check: (selected: boolean) => {
      setChecked(selected);
      if (selected) setTriedWithout(false);
    },
    accept: () => {
      if (checked) onAccept();
      else setTriedWithout(true);
    },
  };
}
