import { BrowserRenderBoundary, ThemeProvider } from '@facet/design-system';
import { appCatalogues } from '@facet/platform-i18n';
import { LanguageProvider } from '@facet/platform-i18n-react';
import type { Language } from '@facet/platform-kernel';
import type { ReactNode } from 'react';
import { shellCatalogues } from './catalogues';
import { SignedInPersonFromSession } from './SignedInPersonFromSession';

appCatalogues.add(...shellCatalogues);

export interface AppProvidersProps {
  /** The prerendered page's language when hydrating it; otherwise detected in the browser. */
  language?: Language;
  /** Whether the page is prerendered as HTML or hydrates that HTML (see useIsBrowserRender). */
  prerendered?: boolean;
  /** The router: the browser's in the app, a static one when prerendering. */
  children: ReactNode;
}

/** What surrounds the router, in the browser and when a public page is prerendered alike. */
export function AppProviders({ language, prerendered = false, children }: AppProvidersProps) {
  return (
    <BrowserRenderBoundary prerendered={prerendered}>
      <LanguageProvider initialLanguage={language}>
        <ThemeProvider>
          <SignedInPersonFromSession>{children}</SignedInPersonFromSession>
        </ThemeProvider>
      </LanguageProvider>
    </BrowserRenderBoundary>
  );
}
