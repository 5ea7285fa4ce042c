import { fallbackLanguage, toLanguage } from '@facet/platform-i18n';
import type { Language } from '@facet/platform-kernel';
import { useContext, useMemo } from 'react';
import { createIntl, createIntlCache, IntlContext, type IntlShape } from 'react-intl';
import { scalesCatalogue } from '../catalogue';

export interface ScalesIntl {
  /** The language scale names, level names and messages are written in. */
  language: Language;
  intl: IntlShape;
}

const cache = createIntlCache();
const intlByLanguage = new Map<Language, IntlShape>();

function ownIntl(language: Language): IntlShape {
  let intl = intlByLanguage.get(language);
  if (!intl) {
    intl = createIntl(
      {
        locale: language,
        defaultLocale: fallbackLanguage,
        messages: scalesCatalogue.byLanguage[language],
      },
      cache,
    );
    intlByLanguage.set(language, intl);
  }
  return intl;
}

/**
 * The widgets follow the app's react-intl language. A `language` prop wins over it (the PDF page
 * renders a report in the report's language, whatever the viewer's), and the widgets also work
 * with no IntlProvider at all, so they need only their own catalogue.
 */
export function useScalesIntl(language?: Language): ScalesIntl {
  const contextIntl = useContext(IntlContext);
  return useMemo(() => {
    if (language === undefined && contextIntl) {
      return { language: toLanguage(contextIntl.locale) ?? fallbackLanguage, intl: contextIntl };
    }
    const chosen = language ?? fallbackLanguage;
    return { language: chosen, intl: ownIntl(chosen) };
  }, [language, contextIntl]);
}
