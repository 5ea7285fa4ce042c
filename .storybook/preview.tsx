import { ThemeProvider } from '@facet/design-system';
import { isLanguage, languageNames } from '@facet/platform-i18n';
import { languages, type Language } from '@facet/platform-kernel';
import type { Decorator, Preview } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useHref, useNavigate } from 'react-router';
import { storybookMessages } from './catalogues';

/** React Aria's own strings and number/date formats follow the same language as react-intl. */
const ariaLocaleFor: Record<Language, string> = { en: 'en-GB', es: 'es-ES', pt: 'pt-BR' };

type StoryTheme = 'light' | 'dark' | 'sideBySide';

const withLanguage: Decorator = (Story, context) => {
  const requested: unknown = context.globals['language'];
  const language: Language = isLanguage(requested) ? requested : 'en';
  return (
    <IntlProvider locale={language} messages={storybookMessages[language]} defaultLocale="en">
      <I18nProvider locale={ariaLocaleFor[language]}>
        <Story />
      </I18nProvider>
    </IntlProvider>
  );
};

/** Lets React Aria links and buttons with `href` navigate through the story's router. */
function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}

/**
 * Screens link with the router, so every story gets an in-memory one; a story can start at a
 * given path with `parameters: { route: '/company-panel' }`.
 */
const withRouter: Decorator = (Story, context) => {
  const route: unknown = context.parameters['route'];
  return (
    <MemoryRouter initialEntries={[typeof route === 'string' ? route : '/']}>
      <AriaRouter>
        <Story />
      </AriaRouter>
    </MemoryRouter>
  );
};

const withTheme: Decorator = (Story, context) => {
  const requested = context.globals['theme'] as StoryTheme | undefined;
  if (requested === 'sideBySide') {
    // Overlays portal into <body>, which keeps the light theme; each half themes its own story.
    return (
      <ThemeProvider preference="light">
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
          <ThemeProvider preference="light" scope="element">
            <div style={{ padding: '1rem' }}>
              <Story />
            </div>
          </ThemeProvider>
          <ThemeProvider preference="dark" scope="element">
            <div style={{ padding: '1rem' }}>
              <Story />
            </div>
          </ThemeProvider>
        </div>
      </ThemeProvider>
    );
  }
  return (
    <ThemeProvider preference={requested === 'dark' ? 'dark' : 'light'}>
      <Story />
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withRouter, withTheme, withLanguage],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'sideBySide', title: 'Light and dark' },
        ],
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Language of the messages',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: languages.map((language) => ({ value: language, title: languageNames[language] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', language: 'en' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
