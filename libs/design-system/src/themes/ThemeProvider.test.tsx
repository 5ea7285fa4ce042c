import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { darkTheme, lightTheme } from './themes.css';
import {
  ThemeProvider,
  themePreferences,
  themeStorageKey,
  useTheme,
  type ThemePreference,
} from './ThemeProvider';

/** A controllable prefers-color-scheme, since jsdom has no matchMedia. */
function fakeSystemScheme(initiallyDark: boolean) {
  let matches = initiallyDark;
  const listeners = new Set<() => void>();
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({
      get matches() {
        return matches;
      },
      addEventListener: (_event: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_event: string, listener: () => void) => listeners.delete(listener),
    })),
  );
  return {
    setDark(dark: boolean) {
      matches = dark;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function ThemeSwitcher() {
  const { preference, resolvedTheme, setPreference } = useTheme();
  return (
    <>
      <p>
        {preference} shows {resolvedTheme}
      </p>
      {themePreferences.map((choice: ThemePreference) => (
        <button key={choice} onClick={() => setPreference(choice)}>
          {choice}
        </button>
      ))}
    </>
  );
}

describe('ThemeProvider', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('follows the system scheme by default and switches when it changes, without reload', () => {
    const system = fakeSystemScheme(false);
    render(
      <ThemeProvider>
        <ThemeSwitcher />
      </ThemeProvider>,
    );
    expect(screen.getByText('system shows light')).toBeInTheDocument();
    expect(document.documentElement).toHaveClass(lightTheme);
    system.setDark(true);
    expect(screen.getByText('system shows dark')).toBeInTheDocument();
    expect(document.documentElement).toHaveClass(darkTheme);
    expect(document.documentElement).not.toHaveClass(lightTheme);
  });

  it('remembers the chosen theme under localStorage "theme"', async () => {
    fakeSystemScheme(false);
    const { unmount } = render(
      <ThemeProvider>
        <ThemeSwitcher />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'dark' }));
    expect(localStorage.getItem(themeStorageKey)).toBe('dark');
    expect(document.documentElement.dataset['theme']).toBe('dark');
    unmount();
    render(
      <ThemeProvider>
        <ThemeSwitcher />
      </ThemeProvider>,
    );
    expect(screen.getByText('dark shows dark')).toBeInTheDocument();
  });

  it('ignores a stored value that is not a theme', () => {
    fakeSystemScheme(true);
    localStorage.setItem(themeStorageKey, 'purple');
    render(
      <ThemeProvider>
        <ThemeSwitcher />
      </ThemeProvider>,
    );
    expect(screen.getByText('system shows dark')).toBeInTheDocument();
  });

  it('works without matchMedia, showing light for system', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(
      <ThemeProvider>
        <ThemeSwitcher />
      </ThemeProvider>,
    );
    expect(screen.getByText('system shows light')).toBeInTheDocument();
  });

  it('themes only its own element when scoped, for side-by-side previews', () => {
    render(
      <ThemeProvider preference="dark" scope="element">
        <span>inside</span>
      </ThemeProvider>,
    );
    expect(screen.getByText('inside').parentElement).toHaveClass(darkTheme);
    expect(document.documentElement).not.toHaveClass(darkTheme);
  });

  it('refuses useTheme outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ThemeSwitcher />)).toThrow(/ThemeProvider/);
  });
});
