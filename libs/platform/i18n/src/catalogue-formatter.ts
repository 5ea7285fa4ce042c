import type { Language } from '@facet/platform-kernel';
import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from 'react-intl';
import { mergeCatalogues, type Catalogue } from './catalogue';

/** Formats one message of the catalogues to plain text, with its values filled in. */
export type FormatMessage = (
  descriptor: MessageDescriptor,
  values?: Record<string, string | number>,
) => string;

/**
 * Formats the messages of some catalogues outside React (documents the server prints), one
 * language at a time. A message that cannot be formatted throws, so no document goes out with a
 * message id or a half-filled sentence in it.
 */
export function catalogueFormatter(
  catalogues: ReadonlyArray<Pick<Catalogue<string>, 'byLanguage'>>,
): (language: Language) => FormatMessage {
  const messages = mergeCatalogues(catalogues);
  const cache = createIntlCache();
  const intlByLanguage = new Map<Language, IntlShape>();
  return (language) => {
    let intl = intlByLanguage.get(language);
    if (!intl) {
      intl = createIntl(
        {
          locale: language,
          defaultLocale: 'en',
          messages: messages[language],
          onError: (error) => {
            throw error;
          },
        },
        cache,
      );
      intlByLanguage.set(language, intl);
    }
    const formatter = intl;
    return (descriptor, values) => formatter.formatMessage(descriptor, values);
  };
}
