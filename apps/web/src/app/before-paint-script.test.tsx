import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  beforePaintScriptSource,
  withInlineBeforePaintScript,
} from '../../inline-before-paint-script';
import { ThemeProvider, themePreferences, themeStorageKey } from '@facet/design-system';
import { cookieConsentStorageKey, readCookieConsent } from '@facet/public-site-web';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The before-paint script runs before the bundle and cannot import the app's code, so this checks
 * it against the app itself: for every stored value and system scheme, the script must set the
 * `data-theme` that ThemeProvider sets once the app runs, and mark a stored cookie choice exactly
 * when readCookieConsent finds one (the banner then never shows).
 */
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

function runScript(): DOMStringMap {
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('data-cookie-choice');
  // The page runs this very script inline before first paint; the test runs it the same way.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function(beforePaintScriptSource)();
  return document.documentElement.dataset;
}

function themeSetByScript(): string | undefined {
  return runScript()['theme'];
}

function themeSetByProvider(): string | undefined {
  const { unmount } = render(<ThemeProvider>page</ThemeProvider>);
  const theme = document.documentElement.dataset['theme'];
  unmount();
  return theme;
}

const storedValues = [...themePreferences, 'purple', null];

describe('the script that runs before the first paint', () => {
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

  it.each([
    JSON.stringify({ analytics: true }),
    JSON.stringify({ analytics: false }),
    JSON.stringify({ analytics: 'yes' }),
    JSON.stringify(null),
    'true',
    '{not json',
    null,
  ])('marks a stored cookie choice exactly when the app reads one, for %s', (stored) => {
    if (stored !== null) localStorage.setItem(cookieConsentStorageKey, stored);
    expect('cookieChoice' in runScript()).toBe(readCookieConsent() !== undefined);
  });

  it('is written inline in <head>, before the bundle, with none of its comments', () => {
    const page = withInlineBeforePaintScript(indexHtml);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(`<script>${beforePaintScriptSource}</script>`);
    expect(page.indexOf('<script>')).toBeLessThan(page.indexOf('<script type="module"'));
    expect(beforePaintScriptSource).not.toMatch(/^\s*\/\//m);
  });
});
