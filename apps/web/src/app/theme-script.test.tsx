import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ThemeProvider, themePreferences, themeStorageKey } from '@facet/design-system';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * public/theme.js runs before the bundle and cannot import the design system, so this checks it
 * against ThemeProvider itself: for every stored value and system scheme, the script must set
 * the `data-theme` that ThemeProvider sets once the app runs.
 */
const themeScript = readFileSync(resolve(import.meta.dirname, '../../public/theme.js'), 'utf8');
const indexHtml = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8');

function systemScheme(dark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === '(prefers-color-scheme: dark)' && dark,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

function themeSetByScript(): string | undefined {
  document.documentElement.removeAttribute('data-theme');
  // The page runs this very script inline before first paint; the test runs it the same way.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function(themeScript)();
  return document.documentElement.dataset['theme'];
}

function themeSetByProvider(): string | undefined {
  const { unmount } = render(<ThemeProvider>page</ThemeProvider>);
  const theme = document.documentElement.dataset['theme'];
  unmount();
  return theme;
}

const storedValues = [...themePreferences, 'purple', null];

describe('the theme script that runs before the first paint', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  for (const systemIsDark of [false, true]) {
    it.each(storedValues)(
      `agrees with ThemeProvider for a stored %s when the system is ${systemIsDark ? 'dark' : 'light'}`,
      (stored) => {
        systemScheme(systemIsDark);
        if (stored !== null) localStorage.setItem(themeStorageKey, stored);
        const fromScript = themeSetByScript();
        expect(fromScript).toMatch(/^(light|dark)$/);
        expect(fromScript).toBe(themeSetByProvider());
      },
    );
  }

  it('is loaded from <head>, before the bundle', () => {
    const head = indexHtml.slice(0, indexHtml.indexOf('</head>'));
    expect(head).toContain('<script src="/theme.js"></script>');
  });
});
