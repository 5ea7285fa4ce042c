import type { Language } from '@facet/platform-kernel';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { expect } from 'vitest';
import { scalesCatalogue } from './catalogue';

export { sampleRanges, sampleScores, scoresFromFacets } from './sampleResults';

/** Test helpers of the scale widgets; never exported from index.ts, never shipped. */

const ariaLocaleFor: Record<Language, string> = { en: 'en-GB', es: 'es-ES', pt: 'pt-BR' };

/** Renders with the scales catalogue in a language, as the app would. */
export function renderScales(ui: ReactElement, language: Language = 'en') {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) =>
      createElement(
        IntlProvider,
        { locale: language, defaultLocale: 'en', messages: scalesCatalogue.byLanguage[language] },
        createElement(I18nProvider, { locale: ariaLocaleFor[language], children }),
      ),
  });
}

/** axe with no violations; jsdom cannot compute colours, so the DS token test covers contrast. */
export async function expectNoAxeViolations(context: Element): Promise<void> {
  const results = await axe.run(context, { rules: { 'color-contrast': { enabled: false } } });
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}
