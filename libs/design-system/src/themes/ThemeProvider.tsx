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
import { useIsBrowserRender } from '../hydration/useIsBrowserRender';
import { darkTheme, lightTheme, themeRoot } from './themes.css';
import './typeface.css';

/** What a user may choose; 'system' follows the operating system's colour scheme. */
export const themePreferences = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof themePreferences)[number];
export type ResolvedTheme = Exclude<ThemePreference, 'system'>;

/** localStorage key of the user's choice (DESIGN §8). */
export const themeStorageKey = 'theme';

const darkSchemeQuery = '(prefers-color-scheme: dark)';

function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (themePreferences as readonly string[]).includes(value);
}

/** Storage can throw (private mode, blocked cookies); the theme then simply is not remembered. */
function readStoredPreference(): ThemePreference | undefined {
  try {
    const stored = window.localStorage.getItem(themeStorageKey);
    return isThemePreference(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

function writeStoredPreference(preference: ThemePreference): void {
  try {
    window.localStorage.setItem(themeStorageKey, preference);
  } catch {
    // Not remembering the choice is acceptable; the theme still changes for this visit.
  }
}

function subscribeToSystemScheme(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(darkSchemeQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkSchemeQuery).matches;
}

/** On the server there is no system scheme; in the browser, hydrating, it is already known. */
function systemPrefersDarkWhereKnown(): boolean {
  return typeof window !== 'undefined' && systemPrefersDark();
}

export interface ThemeContextValue {
  /** What the user chose. */
  preference: ThemePreference;
  /** The theme actually shown: the preference, or the system scheme when that is 'system'. */
  resolvedTheme: ResolvedTheme;
  /** Changes the theme at once and remembers it under localStorage `theme`. */
  setPreference: (preference: ThemePreference) => void;
}

const ThemeContext = createContext<ThemeContextValue | undefined>(undefined);

export interface ThemeProviderProps {
  children: ReactNode;
  /**
   * Fixes the preference from outside (Storybook, the PDF page); when set, the stored choice is
   * ignored and `setPreference` only records the new choice.
   */
  preference?: ThemePreference;
  /**
   * Used when nothing is stored yet.
   * @default 'system'
   */
  defaultPreference?: ThemePreference;
  /**
   * 'document' themes the whole page (and the popovers and dialogs React Aria portals into
   * `body`); 'element' themes only a wrapping element, for showing two themes side by side.
   * @default 'document'
   */
  scope?: 'document' | 'element';
}

export function ThemeProvider({
  children,
  preference: fixedPreference,
  defaultPreference = 'system',
  scope = 'document',
}: ThemeProviderProps) {
  const [chosenPreference, setChosenPreference] = useState<ThemePreference>(
    () => readStoredPreference() ?? defaultPreference,
  );
  // The same snapshot while hydrating as after: a store that differed would force one blocking
  // redraw of the page. What prerendered HTML shows is decided by useIsBrowserRender instead.
  const systemIsDark = useSyncExternalStore(
    subscribeToSystemScheme,
    systemPrefersDark,
    systemPrefersDarkWhereKnown,
  );
  // The stored choice and the system's scheme are the browser's; prerendered HTML shows the
  // default, light (see useIsBrowserRender).
  const isBrowserRender = useIsBrowserRender();
  const preference = fixedPreference ?? (isBrowserRender ? chosenPreference : defaultPreference);
  const prefersDark = isBrowserRender && systemIsDark;
  const resolvedTheme: ResolvedTheme =
    preference === 'system' ? (prefersDark ? 'dark' : 'light') : preference;
  const themeClassName = resolvedTheme === 'dark' ? darkTheme : lightTheme;

  const setPreference = useCallback((next: ThemePreference) => {
    setChosenPreference(next);
    writeStoredPreference(next);
  }, []);

  // A layout effect, so the page is never painted once in the wrong theme after a change.
  useLayoutEffect(() => {
    // While prerendered HTML hydrates, the theme script's data-theme stays the document's theme.
    if (scope !== 'document' || !isBrowserRender) return undefined;
    const root = document.documentElement;
    root.classList.add(themeClassName, themeRoot);
    root.dataset.theme = resolvedTheme;
    return () => {
      root.classList.remove(themeClassName, themeRoot);
      delete root.dataset.theme;
    };
  }, [scope, isBrowserRender, themeClassName, resolvedTheme]);

  const value = useMemo(
    () => ({ preference, resolvedTheme, setPreference }),
    [preference, resolvedTheme, setPreference],
  );

  return (
    <ThemeContext.Provider value={value}>
      {scope === 'element' ? (
        <div className={`${themeClassName} ${themeRoot}`} data-theme={resolvedTheme}>
          {children}
        </div>
      ) : (
        children
      )}
    </ThemeContext.Provider>
  );
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme() needs a <ThemeProvider> above it');
  return context;
}

/**
 * The theme on screen, or undefined outside a ThemeProvider (a test rendering one widget): a
 * canvas chart re-reads its colours when it changes (`readThemeValues`).
 */
export function useResolvedThemeIfAny(): ResolvedTheme | undefined {
  return useContext(ThemeContext)?.resolvedTheme;
}
