import { createStore, type AppStore } from '@facet/platform-api-client';
import { fallbackLanguage } from '@facet/platform-i18n';
import type { Language } from '@facet/platform-kernel';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';

export interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  store?: AppStore;
  language?: Language;
  /** Merged catalogue of the language; without it the English default messages show. */
  messages?: Record<string, string>;
  initialPath?: string;
}

/** Renders a component as the app would: store, translations and a router around it. */
export function renderWithProviders(
  ui: ReactElement,
  {
    store = createStore(),
    language = fallbackLanguage,
    messages,
    initialPath = '/',
    ...options
  }: ProviderOptions = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <IntlProvider locale={language} defaultLocale={fallbackLanguage} messages={messages}>
          <MemoryRouter initialEntries={[initialPath]}>{children}</MemoryRouter>
        </IntlProvider>
      </Provider>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...options }) };
}
