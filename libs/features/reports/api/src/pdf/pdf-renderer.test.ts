import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chromiumChildren } from './chromium-children';
import { PdfRenderer } from './pdf-renderer';

/**
 * A document of a few pages. The kill is timed by the page's own steps, not by the document's
 * length, so it is kept short: a long one only ran into the load timeout on a loaded machine.
 */
function documentOfRows(rows: number): string {
  const body = Array.from(
    { length: rows },
    (_, index) => `<tr><td>Row ${index}</td><td>${'lorem ipsum '.repeat(8)}</td></tr>`,
  ).join('');
  return `<!doctype html><html><body><table>${body}</table></body></html>`;
}

let renderer: PdfRenderer;
afterEach(() => renderer?.close());

describe('PdfRenderer when Chromium dies', () => {
  afterEach(() => vi.restoreAllMocks());

  /**
   * Kills the first browser on the first render's `setContent`, once the page is at work: while
   * it loads the document, or once the document has loaded and the print is next. No delay is
   * guessed, so a loaded machine kills at the same step as an idle one.
   */
  function killBrowserWhen(moment: 'loading' | 'loaded', browserPid: number): void {
    const original = Page.prototype.setContent;
    let killed = false;
    vi.spyOn(Page.prototype, 'setContent').mockImplementation(async function (
      this: Page,
      ...args: Parameters<Page['setContent']>
    ) {
      const loading = original.apply(this, args);
      if (killed) return loading;
      killed = true;
      if (moment === 'loaded') await loading;
      process.kill(browserPid, 'SIGKILL');
      return loading;
    });
  }

  it.each(['loading', 'loaded'] as const)(
    'renders again on a fresh browser when Chromium is killed mid-render (document %s)',
    async (moment) => {
      renderer = new PdfRenderer({ poolSize: 2 });
      await renderer.warmUp();
      const [firstBrowser] = chromiumChildren();
      expect(firstBrowser).toBeGreaterThan(0);
      killBrowserWhen(moment, firstBrowser!);

      const pdf = await renderer.render(documentOfRows(200));

      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(chromiumChildren()).not.toContain(firstBrowser);
      // The pool is whole again: further renders, several at once, are answered.
      const more = await Promise.all([1, 2, 3].map(() => renderer.render('<p>again</p>')));
      expect(more.every((document) => document.subarray(0, 5).toString('latin1') === '%PDF-')).toBe(
        true,
      );
    },
    60_000,
  );

  it('starts a new browser for the next render when Chromium died while idle', async () => {
    renderer = new PdfRenderer({ poolSize: 1 });
    await renderer.warmUp();
    const [firstBrowser] = chromiumChildren();
    process.kill(firstBrowser!, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const pdf = await renderer.render('<p>after the crash</p>');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 60_000);
});

describe('PdfRenderer and the network', () => {
  let outside: Server;
  let outsideUrl = '';
  const requestsSeen: string[] = [];
  beforeAll(async () => {
    outside = createServer((request, response) => {
      requestsSeen.push(request.url ?? '');
      response.end('body { color: red }');
    });
    await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
    outsideUrl = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => outside.close(() => resolve())));

  it('loads nothing from outside the document: images, scripts, styles, fonts, frames', async () => {
    renderer = new PdfRenderer({ poolSize: 1 });
    const html = `<!doctype html><html><head>
<link rel="stylesheet" href="${outsideUrl}/style.css">
<style>@import url("${outsideUrl}/imported.css");
@font-face { font-family: Remote; src: url("${outsideUrl}/font.woff2"); }
body { font-family: Remote; background: url("${outsideUrl}/background.png"); }</style>
<script src="${outsideUrl}/script.js"></script>
</head><body>
<p>Ana <img src="${outsideUrl}/pixel.png" alt=""></p>
<iframe src="${outsideUrl}/frame.html"></iframe>
<object data="${outsideUrl}/object.svg"></object>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="">
</body></html>`;
    const pdf = await renderer.render(html);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(requestsSeen).toEqual([]);
  }, 60_000);
});
