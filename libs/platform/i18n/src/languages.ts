import { languages, type Language } from '@facet/platform-kernel';

/** English is the language of a reader whose own the product does not speak. */
export const fallbackLanguage: Language = 'en';

export const languageNames: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  pt: 'Português',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Reads a language tag such as `pt-BR` or `es_419` as one of ours, or undefined. */
export function toLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}
