import type { Language } from '@facet/platform-kernel';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement, ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { expect } from 'vitest';
import { designSystemCatalogue } from './catalogue';
import { ThemeProvider } from './themes/ThemeProvider';

/** Test helpers of the design system; never exported from index.ts, never shipped. */

const ariaLocaleFor: Record<Language, string> = { en: 'en-GB', es: 'es-ES', pt: 'pt-BR' };

function DesignSystemTestProviders({
  children,
  language,
}: {
  children: ReactNode;
  language: Language;
}) {
  return (
    <IntlProvider locale={language} messages={designSystemCatalogue.byLanguage[language]}>
      <I18nProvider locale={ariaLocaleFor[language]}>
        <ThemeProvider preference="light">{children}</ThemeProvider>
      </I18nProvider>
    </IntlProvider>
  );
}

export function renderWithProviders(ui: ReactElement, language: Language = 'en') {
  return render(ui, {
    wrapper: ({ children }) => (
      <DesignSystemTestProviders language={language}>{children}</DesignSystemTestProviders>
    ),
  });
}

/**
 * Runs axe on an element (by default the whole body, where React Aria portals overlays).
 * jsdom cannot compute colours, so contrast is checked by the token test instead. A lone
 * component has no page around it, so the page-structure rule (content inside landmarks) is
 * left to the screens' own tests.
 */
export async function expectNoAxeViolations(context: Element = document.body): Promise<void> {
  const results = await axe.run(context, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
