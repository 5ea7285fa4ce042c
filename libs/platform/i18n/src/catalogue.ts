import { languages, type Language } from '@facet/platform-kernel';
import type { MessageDescriptor } from 'react-intl';

/** One message in every language; a missing language is a type error, so no catalogue is partial. */
export type Translations = Record<Language, string>;

export interface Catalogue<Key extends string> {
  /** Descriptors for `intl.formatMessage` / `<FormattedMessage>`, keyed by their short name. */
  messages: Record<Key, MessageDescriptor & { id: string; defaultMessage: string }>;
  /** Flat `{ id: text }` maps per language, merged by the app into the IntlProvider. */
  byLanguage: Record<Language, Record<string, string>>;
}

/**
 * Declares the messages of one lib in one place, all three languages side by side.
 * `namespace` prefixes every id so two libs cannot collide.
 */
export function defineCatalogue<Key extends string>(
  namespace: string,
  entries: Record<Key, Translations>,
): Catalogue<Key> {
  const messages = {} as Catalogue<Key>['messages'];
  const byLanguage = Object.fromEntries(languages.map((language) => [language, {}])) as Record<
    Language,
    Record<string, string>
  >;
  for (const [key, translations] of Object.entries(entries) as [Key, Translations][]) {
    const id = `${namespace}.${key}`;
    messages[key] = { id, defaultMessage: translations.en };
    for (const language of languages) byLanguage[language][id] = translations[language];
  }
  return { messages, byLanguage };
}

/** Merges the catalogues of several libs, refusing a duplicated id (one source of truth). */
export function mergeCatalogues(
  catalogues: ReadonlyArray<Pick<Catalogue<string>, 'byLanguage'>>,
): Record<Language, Record<string, string>> {
  const merged = Object.fromEntries(languages.map((language) => [language, {}])) as Record<
    Language,
    Record<string, string>
  >;
  for (const catalogue of catalogues) {
    for (const language of languages) {
      for (const [id, text] of Object.entries(catalogue.byLanguage[language])) {
        if (id in merged[language]) throw new Error(`Message id "${id}" is declared twice`);
        merged[language][id] = text;
      }
    }
  }
  return merged;
}
