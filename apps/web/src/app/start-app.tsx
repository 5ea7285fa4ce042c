import { toLanguage } from '@facet/platform-i18n';
import { startErrorReporting } from '@facet/public-site-web';
import { followSessionExpiry } from '@facet/session-web';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './App';
import { createAppRouter } from './router';

/**
 * Starts the app in `container`: hydrates a public page the server sent prerendered (in the
 * language its `<html lang>` names), or renders any other page from nothing. `<html>` then
 * carries `data-interactive`, the sign that every control answers, and errors are reported if the
 * visitor allowed it.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const isPrerendered = container.hasChildNodes();
  const router = await createAppRouter();
  // A failed token refresh ends the session wherever the call came from (DESIGN §8).
  followSessionExpiry(router);
  const app = (
    <StrictMode>
      <AppProviders
        language={isPrerendered ? toLanguage(document.documentElement.lang) : undefined}
      >
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (isPrerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
  document.documentElement.dataset['interactive'] = '';
  void startErrorReporting();
}
