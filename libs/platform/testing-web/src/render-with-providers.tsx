import {
  createStore,
  SignedInPersonProvider,
  type AppStore,
  type SignedInPerson,
} from '@facet/platform-api-client';
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
  /** Who the app says is signed in (useSignedInPerson); nobody by default. */
  signedIn?: SignedInPerson;
}

/** Renders a component as the app would: store, translations and a router around it. */
export function renderWithProviders(
  ui: ReactElement,
  {
    store = createStore(),
    language = fallbackLanguage,
    messages,
    initialPath = '/',
    signedIn,
    ...options
  }: ProviderOptions = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <IntlProvider locale={language} defaultLocale={fallbackLanguage} messages={messages}>
          <SignedInPersonProvider value={signedIn}>
            <MemoryRouter initialEntries={[initialPath]}>{children}</MemoryRouter>
          </SignedInPersonProvider>
        </IntlProvider>
      </Provider>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...options }) };
}
