import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider, useTheme } from '../themes/ThemeProvider';

function ShownPreference() {
  return <p>{useTheme().preference}</p>;
}

afterEach(() => window.localStorage.clear());

describe('a page prerendered as HTML', () => {
  it('hydrates with what the server rendered, then shows what only the browser knows', async () => {
    window.localStorage.setItem('theme', 'dark');
    const page = (
      <ThemeProvider>
        <ShownPreference />
      </ThemeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    expect(container.textContent).toBe('system');

    const hydrationErrors = vi.fn();
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: hydrationErrors });
    });
    expect(hydrationErrors).not.toHaveBeenCalled();
    expect(container.textContent).toBe('dark');
    expect(document.documentElement.dataset['theme']).toBe('dark');
  });
});
