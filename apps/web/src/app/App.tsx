import { ThemeProvider } from '@facet/design-system';
import { createStore } from '@facet/platform-api-client';
import { LanguageProvider } from '@facet/platform-i18n';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { catalogues } from './catalogues';
import { createAppRouter } from './router';

const store = createStore();
const router = createAppRouter();

export function App() {
  return (
    <Provider store={store}>
      <LanguageProvider catalogues={catalogues}>
        <ThemeProvider>
          <RouterProvider router={router} />
        </ThemeProvider>
      </LanguageProvider>
    </Provider>
  );
}
