import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';

export interface PdfRendererOptions {
  /** @default '/usr/bin/chromium' (or CHROMIUM_PATH) */
  executablePath?: string;
  /** Pages kept open for rendering; more requests wait for a free one. @default 3 */
  poolSize?: number;
}

/** Flags of DESIGN §6: headless, no sandbox (containers), nothing that phones home. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The render failed because Chromium went away (crash, OOM kill), not because of the document. */
class BrowserLostError extends Error {
  constructor(cause: unknown) {
    super('Chromium disconnected during a PDF render', { cause });
    this.name = 'BrowserLostError';
  }
}

/**
 * The report page is our own HTML with inline styles and SVG: it needs no network. Only the
 * document itself (set in place, so it is no request) and inline data are let through; anything
 * else, e.g. an image a person's name tried to smuggle in, is aborted before it leaves.
 */
function allowOnlyInlineResources(request: HTTPRequest): void {
  const url = request.url();
  if (url.startsWith('data:') || url.startsWith('about:')) void request.continue();
  else void request.abort('blockedbyclient');
}

/** Settles with `work`, or fails as soon as `browser` disconnects: some calls never settle then. */
function unlessDisconnected<Result>(browser: Browser, work: Promise<Result>): Promise<Result> {
  if (!browser.connected) return Promise.reject(new BrowserLostError(undefined));
  let onDisconnected: () => void = () => undefined;
  const lost = new Promise<never>((_resolve, reject) => {
    onDisconnected = () => reject(new BrowserLostError(undefined));
    browser.once('disconnected', onDisconnected);
  });
  return Promise.race([work, lost]).finally(() => browser.off('disconnected', onDisconnected));
}

/** One browser and the pages opened in it; replaced whole when the browser goes away. */
interface BrowserPool {
  browser: Promise<Browser>;
  idlePages: Page[];
  openPages: number;
}

interface Lease {
  page: Page;
  pool: BrowserPool;
}

/**
 * Prints HTML to PDF with one warm Chromium and a small pool of pages (DESIGN §6). The browser
 * starts on first use and is reused; if it dies it is started again, and a render it took down
 * is tried once more on the new browser. A page is reused across renders: opening a page costs
 * more than printing one.
 */
export class PdfRenderer {
  private pool: BrowserPool | undefined;
  /** Renders waiting for a page; each is woken to try again when one may be free. */
  private readonly waiting: (() => void)[] = [];
  private readonly executablePath: string;
  private readonly poolSize: number;

  constructor(options: PdfRendererOptions = {}) {
    this.executablePath =
      options.executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    this.poolSize = options.poolSize ?? 3;
  }

  async render(html: string): Promise<Buffer> {
    try {
      return await this.renderOnce(html);
    } catch (error) {
      if (!(error instanceof BrowserLostError)) throw error;
      // The document was not at fault: one more try, on a browser started afresh.
      return this.renderOnce(html);
    }
  }

  /** Starts the browser now, so the first person does not wait for it. */
  async warmUp(): Promise<void> {
    this.releasePage(await this.acquirePage(), true);
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    if (pool) await (await pool.browser.catch(() => undefined))?.close();
  }

  private async renderOnce(html: string): Promise<Buffer> {
    const lease = await this.acquirePage();
    const browser = lease.page.browser();
    let healthy = true;
    try {
      // Waiting for the document's load does not end when the browser dies (it waits out its
      // timeout), so each step also ends as soon as the browser disconnects.
      await unlessDisconnected(
        browser,
        lease.page.setContent(html, { waitUntil: 'load', timeout: 15_000 }),
      );
      const pdf = await unlessDisconnected(
        browser,
        lease.page.pdf({
          format: 'A4',
          printBackground: true,
          margin: { top: '16mm', bottom: '16mm', left: '14mm', right: '14mm' },
          timeout: 15_000,
        }),
      );
      return Buffer.from(pdf);
    } catch (error) {
      healthy = false;
      if (browser.connected) throw error;
      // The 'disconnected' event may come after this rejection: drop the dead browser now, so
      // the retry cannot be handed a page of it.
      this.forgetPool(lease.pool);
      throw error instanceof BrowserLostError ? error : new BrowserLostError(error);
    } finally {
      this.releasePage(lease, healthy);
    }
  }

  private currentPool(): BrowserPool {
    if (this.pool) return this.pool;
    const pool: BrowserPool = {
      browser: puppeteer.launch({
        executablePath: this.executablePath,
        args: chromiumFlags,
        headless: true,
      }),
      idlePages: [],
      openPages: 0,
    };
    pool.browser.then(
      (browser) => browser.once('disconnected', () => this.forgetPool(pool)),
      () => this.forgetPool(pool),
    );
    this.pool = pool;
    return pool;
  }

  /** Drops a pool whose browser went away; its pages still rendering fail on their own. */
  private forgetPool(pool: BrowserPool): void {
    if (this.pool !== pool) return;
    this.pool = undefined;
    // The next browser has every page free: everyone waiting may try again.
    for (const wake of this.waiting.splice(0)) wake();
  }

  private async acquirePage(): Promise<Lease> {
    const pool = this.currentPool();
    const idle = pool.idlePages.pop();
    if (idle && !idle.isClosed()) return { page: idle, pool };
    if (idle) pool.openPages -= 1;
    if (pool.openPages >= this.poolSize) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
      return this.acquirePage();
    }
    pool.openPages += 1;
    const browser = await pool.browser.catch((error: unknown) => {
      pool.openPages -= 1;
      throw error;
    });
    try {
      return {
        page: await unlessDisconnected(browser, this.openPage(browser)),
        pool,
      };
    } catch (error) {
      pool.openPages -= 1;
      this.wakeOneWaiting();
      if (browser.connected) throw error;
      this.forgetPool(pool);
      throw error instanceof BrowserLostError ? error : new BrowserLostError(error);
    }
  }

  private async openPage(browser: Browser): Promise<Page> {
    const page = await browser.newPage();
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on('request', allowOnlyInlineResources);
    return page;
  }

  private wakeOneWaiting(): void {
    this.waiting.shift()?.();
  }

  private releasePage({ page, pool }: Lease, healthy: boolean): void {
    const reusable = healthy && this.pool === pool && !page.isClosed() && page.browser().connected;
    if (reusable) {
      pool.idlePages.push(page);
    } else {
      pool.openPages -= 1;
      void page.close().catch(() => undefined);
    }
    this.wakeOneWaiting();
  }
}
