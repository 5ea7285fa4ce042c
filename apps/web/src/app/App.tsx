import { ThemeProvider } from '@facet/design-system';
import { appCatalogues, LanguageProvider } from '@facet/platform-i18n';
import { RouterProvider } from 'react-router';
import { shellCatalogues } from './catalogues';
import { appRouter } from './router';

appCatalogues.add(...shellCatalogues);

export function App() {
  return (
    <LanguageProvider>
      <ThemeProvider>
        <RouterProvider router={appRouter} />
      </ThemeProvider>
    </LanguageProvider>
  );
}
