import {
  appCatalogues,
  detectLanguage,
  fallbackLanguage,
  languageCookieName,
  languageStorageKey,
} from '@facet/platform-i18n';
import type { Language } from '@facet/platform-kernel';
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { IntlProvider } from 'react-intl';

interface LanguageContextValue {
  language: Language;
  setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageContextValue | undefined>(undefined);

function detectBrowserLanguage(): Language {
  return detectLanguage({
    queryString: window.location.search,
    cookie: document.cookie,
    localStorage: window.localStorage.getItem(languageStorageKey),
    browserLanguages: navigator.languages,
    htmlLang: document.documentElement.lang,
    path: window.location.pathname,
    hostname: window.location.hostname,
  });
}

/** The chosen language is cached in local storage and a cookie (spec/product.md §9). */
function rememberLanguage(language: Language): void {
  window.localStorage.setItem(languageStorageKey, language);
  document.cookie = `${languageCookieName}=${language}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = language;
}

export interface LanguageProviderProps {
  /**
   * Fixed `{ id: text }` maps per language (tests, stories). Unset: the app's registry
   * (`appCatalogues`), which grows as lazily loaded areas add their catalogues.
   */
  catalogues?: Record<Language, Record<string, string>>;
  /** Fixes the language (tests, stories); otherwise it is detected in the browser. */
  initialLanguage?: Language;
  children: ReactNode;
}

export function LanguageProvider({ catalogues, initialLanguage, children }: LanguageProviderProps) {
  const [language, setLanguageState] = useState<Language>(
    () => initialLanguage ?? detectBrowserLanguage(),
  );
  const registeredCatalogues = useSyncExternalStore(
    appCatalogues.subscribe,
    appCatalogues.getMessages,
    appCatalogues.getMessages,
  );
  // Before the first paint, so assistive technology never reads the page in the wrong language.
  useLayoutEffect(() => rememberLanguage(language), [language]);
  const setLanguage = useCallback((next: Language) => setLanguageState(next), []);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider
        locale={language}
        defaultLocale={fallbackLanguage}
        messages={(catalogues ?? registeredCatalogues)[language]}
      >
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageContextValue {
  const context = useContext(LanguageContext);
  if (!context) throw new Error('useLanguage needs a LanguageProvider above it');
  return context;
}
