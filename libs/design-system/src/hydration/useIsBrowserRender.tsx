import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

/** True unless a `BrowserRenderBoundary` above says the page is prerendered or hydrating. */
const BrowserRenderContext = createContext(true);

export interface BrowserRenderBoundaryProps {
  /** Whether the page is rendered ahead of time as HTML, or is hydrating that HTML. */
  prerendered: boolean;
  children: ReactNode;
}

/**
 * Holds what `useIsBrowserRender` answers below it. A prerendered page hydrates with `false`,
 * exactly as the HTML was rendered; once hydrated, the switch to `true` is a transition, so
 * React redraws the browser-only parts (and hydrates what is still dehydrated) in slices that
 * leave the main thread free, instead of the one blocking pass an external store would force.
 */
export function BrowserRenderBoundary({ prerendered, children }: BrowserRenderBoundaryProps) {
  const [isBrowserRender, setIsBrowserRender] = useState(!prerendered);
  useEffect(() => {
    if (!isBrowserRender) startTransition(() => setIsBrowserRender(true));
  }, [isBrowserRender]);
  return (
    <BrowserRenderContext.Provider value={isBrowserRender}>
      {children}
    </BrowserRenderContext.Provider>
  );
}

/**
 * False while the page is rendered as HTML ahead of time and while the browser hydrates that
 * HTML; true in every render after. What only the browser knows (stored choices, a cached
 * session) is shown from then on, so hydration meets exactly the markup that was prerendered.
 */
export function useIsBrowserRender(): boolean {
  return useContext(BrowserRenderContext);
}
