import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider, useTheme } from '../themes/ThemeProvider';
import { BrowserRenderBoundary, useIsBrowserRender } from './useIsBrowserRender';

function ShownPreference() {
  return <p>{useTheme().preference}</p>;
}

afterEach(() => window.localStorage.clear());

describe('a page prerendered as HTML', () => {
  it('hydrates with what the server rendered, then shows what only the browser knows', async () => {
    window.localStorage.setItem('theme', 'dark');
    const page = (
      <BrowserRenderBoundary prerendered>
        <ThemeProvider>
          <ShownPreference />
        </ThemeProvider>
      </BrowserRenderBoundary>
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

  it('hydrates as it was prerendered, then renders once more as the browser', async () => {
    const renders: boolean[] = [];
    function Probe() {
      renders.push(useIsBrowserRender());
      return <p>probe</p>;
    }
    const page = (
      <BrowserRenderBoundary prerendered>
        <Probe />
      </BrowserRenderBoundary>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    renders.length = 0;
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(renders).toEqual([false, true]);
  });
});

describe('a page drawn in the browser from nothing', () => {
  it('is a browser render from its first render', () => {
    function Probe() {
      return <p>{String(useIsBrowserRender())}</p>;
    }
    expect(renderToString(<Probe />)).toBe('<p>true</p>');
    expect(
      renderToString(
        <BrowserRenderBoundary prerendered={false}>
          <Probe />
        </BrowserRenderBoundary>,
      ),
    ).toBe('<p>true</p>');
  });
});
