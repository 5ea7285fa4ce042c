import './zod-without-eval';
import { useIsBrowserRender } from '@facet/design-system';
import { toLanguage } from '@facet/platform-i18n';
import { loadHeaderChoiceMenu, startErrorReporting } from '@facet/public-site-web';
import { followSessionExpiry } from '@facet/session-web';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { nextTask } from '../next-task';
import { AppProviders } from './App';
import { createAppRouter } from './router';

/**
 * Marks `<html data-interactive>` once every control answers: on a prerendered page, when the
 * switch to the browser's render has committed, a transition that also hydrates every part of
 * the page still dehydrated (the header's menus among them); otherwise at the first render.
 */
function MarkInteractive() {
  const isBrowserRender = useIsBrowserRender();
  useEffect(() => {
    if (isBrowserRender) document.documentElement.dataset['interactive'] = '';
  }, [isBrowserRender]);
  return null;
}

/**
 * Starts the app in `container`: hydrates a public page the server sent prerendered (in the
 * language its `<html lang>` names), or renders any other page from nothing. `<html>` then
 * carries `data-interactive`, the sign that every control answers, and errors are reported if the
 * visitor allowed it. Both hydration and a first render run as a transition, so React yields to
 * the browser every few milliseconds instead of blocking it for the whole page (during hydration
 * a click hydrates its target first and is replayed).
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const isPrerendered = container.hasChildNodes();
  // The header's menus come with the router's chunks, so hydration finds them loaded.
  const [router] = await Promise.all([
    createAppRouter({ prerendered: isPrerendered }),
    isPrerendered ? loadHeaderChoiceMenu() : undefined,
  ]);
  // A failed token refresh ends the session wherever the call came from (DESIGN §8).
  followSessionExpiry(router);
  const app = (
    <StrictMode>
      <AppProviders
        language={isPrerendered ? toLanguage(document.documentElement.lang) : undefined}
        prerendered={isPrerendered}
      >
        <RouterProvider router={router} />
        <MarkInteractive />
      </AppProviders>
    </StrictMode>
  );
  if (isPrerendered) {
    // Hydration starts in a task of its own, after the one that prepared the router.
    await nextTask();
    startTransition(() => void hydrateRoot(container, app));
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
  void startErrorReporting();
}
