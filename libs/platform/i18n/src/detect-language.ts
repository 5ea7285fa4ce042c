import type { Language } from '@facet/platform-kernel';
import { fallbackLanguage, toLanguage } from './languages';

export const languageStorageKey = 'lang';
export const languageCookieName = 'lang';

/** Where a browser may tell us its language, in the order of spec/product.md §9. */
export interface LanguageSources {
  queryString?: string;
  cookie?: string;
  localStorage?: string | null;
  browserLanguages?: readonly string[];
  htmlLang?: string;
  path?: string;
  hostname?: string;
}

export function detectLanguage(sources: LanguageSources): Language {
  const fromQuery = toLanguage(new URLSearchParams(sources.queryString ?? '').get('lang'));
  const fromCookie = toLanguage(
    (sources.cookie ?? '')
      .split(';')
      .map((pair) => pair.trim().split('='))
      .find(([name]) => name === languageCookieName)?.[1],
  );
  const fromBrowser = (sources.browserLanguages ?? []).map(toLanguage).find(Boolean);
  const fromPath = toLanguage(sources.path?.split('/')[1]);
  const fromSubdomain = toLanguage(sources.hostname?.split('.')[0]);
  return (
    fromQuery ??
    fromCookie ??
    toLanguage(sources.localStorage) ??
    fromBrowser ??
    toLanguage(sources.htmlLang) ??
    fromPath ??
    fromSubdomain ??
    fallbackLanguage
  );
}

/**
 * The languages of an `Accept-Language` header, most preferred first (`q` weights; a language
 * weighted 0 is refused), as the server sees what `navigator.languages` holds in the browser.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters
        .map((parameter) => parameter.trim().match(/^q=([\d.]+)$/)?.[1])
        .find((value) => value !== undefined);
      return { tag: tag.trim(), weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter(({ tag, weight }) => tag !== '' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}
