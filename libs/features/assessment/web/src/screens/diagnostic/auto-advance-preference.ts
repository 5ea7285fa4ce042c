import { useCallback, useState } from 'react';

/** localStorage key of the questionnaire's auto-advance choice ("true" or "false"). */
export const autoAdvanceStorageKey = 'diagnosticAutoAdvance';

/** Storage can throw (private mode, blocked cookies); the choice then lasts only this visit. */
function readStoredChoice(): boolean {
  try {
    return window.localStorage.getItem(autoAdvanceStorageKey) === 'true';
  } catch {
    return false;
  }
}

function writeStoredChoice(autoAdvance: boolean): void {
  try {
    window.localStorage.setItem(autoAdvanceStorageKey, String(autoAdvance));
  } catch {
    // Not remembering the choice is acceptable; it still holds until the page is left.
  }
}

/** Whether an answer moves on to the next statement: off until the person turns it on. */
export function useAutoAdvancePreference(): [boolean, (autoAdvance: boolean) => void] {
  const [autoAdvance, setAutoAdvance] = useState(readStoredChoice);
  const choose = useCallback((chosen: boolean) => {
    setAutoAdvance(chosen);
    writeStoredChoice(chosen);
  }, []);
  return [autoAdvance, choose];
}
