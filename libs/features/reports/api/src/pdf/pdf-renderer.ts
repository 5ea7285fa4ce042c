import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export interface PdfRendererOptions {
  /** @default '/usr/bin/chromium' (or CHROMIUM_PATH) */
  executablePath?: string;
  /** Pages kept open for rendering; more requests wait for a free one. @default 3 */
  poolSize?: number;
}

/** Flags of DESIGN §6: headless, no sandbox (containers), nothing that phones home. */
const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Prints HTML to PDF with one warm Chromium and a small pool of pages (DESIGN §6). The browser
 * starts on first use and is reused; if it dies it is started again on the next render. A page
 * is reused across renders: opening a page costs more than printing one.
 */
export class PdfRenderer {
  private browser: Promise<Browser> | undefined;
  private readonly idlePages: Page[] = [];
  private readonly waiting: { resolve: (page: Page) => void; reject: (error: unknown) => void }[] =
    [];
  private openPages = 0;
  private readonly executablePath: string;
  private readonly poolSize: number;

  constructor(options: PdfRendererOptions = {}) {
    this.executablePath =
      options.executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    this.poolSize = options.poolSize ?? 3;
  }

  async render(html: string): Promise<Buffer> {
    const page = await this.acquirePage();
    let healthy = true;
    try {
      await page.setContent(html, { waitUntil: 'load', timeout: 15_000 });
      const pdf = await page.pdf({
        format: 'A4',
        printBackground: true,
        margin: { top: '16mm', bottom: '16mm', left: '14mm', right: '14mm' },
        timeout: 15_000,
      });
      return Buffer.from(pdf);
    } catch (error) {
      healthy = false;
      throw error;
    } finally {
      this.releasePage(page, healthy);
    }
  }

  /** Starts the browser now, so the first person does not wait for it. */
  async warmUp(): Promise<void> {
    const page = await this.acquirePage();
    this.releasePage(page, true);
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = undefined;
    this.idlePages.length = 0;
    this.openPages = 0;
    if (browser) await (await browser.catch(() => undefined))?.close();
  }

  private launch(): Promise<Browser> {
    this.browser ??= puppeteer
      .launch({ executablePath: this.executablePath, args: chromiumFlags, headless: true })
      .then((browser) => {
        browser.on('disconnected', () => {
          this.browser = undefined;
          this.idlePages.length = 0;
          this.openPages = 0;
        });
        return browser;
      })
      .catch((error: unknown) => {
        this.browser = undefined;
        throw error;
      });
    return this.browser;
  }

  private async acquirePage(): Promise<Page> {
    const idle = this.idlePages.pop();
    if (idle && !idle.isClosed()) return idle;
    if (this.openPages >= this.poolSize) {
      return new Promise<Page>((resolve, reject) => this.waiting.push({ resolve, reject }));
    }
    this.openPages += 1;
    try {
      const browser = await this.launch();
      const page = await browser.newPage();
      // The report page is our own HTML with inline styles and SVG: it needs no script and no network.
      await page.setJavaScriptEnabled(false);
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        if (request.url().startsWith('data:') || request.url() === 'about:blank') {
          void request.continue();
        } else {
          void request.abort();
        }
      });
      return page;
    } catch (error) {
      this.openPages -= 1;
      throw error;
    }
  }

  private releasePage(page: Page, healthy: boolean): void {
    if (!healthy || page.isClosed()) {
      this.openPages = Math.max(0, this.openPages - 1);
      void page.close().catch(() => undefined);
      const next = this.waiting.shift();
      if (next) void this.acquirePage().then(next.resolve, next.reject);
      return;
    }
    const next = this.waiting.shift();
    if (next) next.resolve(page);
    else this.idlePages.push(page);
  }
}
