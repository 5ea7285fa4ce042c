import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while the page is rendered as HTML ahead of time and while the browser hydrates that
 * HTML; true in every render after. What only the browser knows (stored choices, a cached
 * session) is shown from then on, so hydration meets exactly the markup that was prerendered.
 */
export function useIsBrowserRender(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
