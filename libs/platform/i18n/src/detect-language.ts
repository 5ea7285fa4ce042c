import { fallbackLanguage, toLanguage, type Language } from './languages';

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
