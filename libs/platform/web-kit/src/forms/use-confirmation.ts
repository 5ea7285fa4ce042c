import { useState } from 'react';

/**
 * What a screen is asking to confirm, if anything: one question at a time, asked with its
 * subject (the row, the endpoint, the action and its person) and closed by a yes or a no.
 */
export function useConfirmation<Subject>() {
  const [confirming, setConfirming] = useState<Subject | null>(null);
  return {
    confirming,
    ask: (subject: Subject) => setConfirming(subject),
    close: () => setConfirming(null),
  };
}
