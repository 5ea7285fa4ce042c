import { chromiumFlags } from '@facet/reports-api';
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { prerenderedPageFile } from '@facet/public-site-domain';
import { chromium } from 'playwright-core';
import { initialJsBudgetBytes, kb, kib, landingInitialLoad } from './web-initial-js';

/**
 * Lighthouse-style figures for the landing: the production build served gzipped on loopback as
 * the API serves it (the prerendered page for a public address), opened in the system Chromium
 * with a fresh profile each time, a phone-sized viewport and the CPU slowed 4x (CDP
 * Emulation.setCPUThrottlingRate). Prints the median and maximum Largest Contentful Paint, the
 * scripts fetched before the load event (the initial JS), the scripts that hydrate the page after
 * it, and when the page became interactive (`<html data-interactive>`, set by the app's start).
 */
const loads = 5;
const cpuSlowdown = 4;
const dist = 'dist/bench/landing-lcp-web';
const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

// Its own build directory, so a build running elsewhere in the tree cannot change it mid-run.
execSync(
  `npx vite build --config apps/web/vite.config.ts --logLevel error --outDir ${resolve(dist)}`,
  {
    stdio: 'inherit',
  },
);

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

const isFile = (path: string) =>
  path.startsWith(dist) && existsSync(path) && statSync(path).isFile();

/**
 * Static files, gzipped as the API serves them; for a page address its English prerendered HTML
 * when there is one, otherwise index.html.
 */
function serveBuild(request: IncomingMessage, response: ServerResponse): void {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
  const wanted = join(dist, path);
  const prerendered = join(dist, prerenderedPageFile('en', path));
  const file = isFile(wanted)
    ? wanted
    : isFile(prerendered)
      ? prerendered
      : join(dist, 'index.html');
  if (request.url?.startsWith('/api/')) {
    // The landing asks whether a session can be restored; a visitor has none.
    response.writeHead(401, { 'content-type': 'application/json' }).end('{}');
    return;
  }
  response.writeHead(200, {
    'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
    'content-encoding': 'gzip',
  });
  response.end(gzipSync(readFileSync(file)));
}

const server = createServer(serveBuild);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

interface Load {
  lcp: number;
  interactiveAt: number;
  scriptsBeforeLoad: string[];
  scriptsAfterLoad: string[];
}

async function measureOnce(): Promise<Load> {
  const profile = mkdtempSync(join(tmpdir(), 'facet-lcp-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumFlags,
    viewport: { width: 412, height: 823 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const scripts: string[] = [];
    let scriptsBeforeLoad: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    page.on('load', () => {
      scriptsBeforeLoad = [...scripts];
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript(() => {
      const state = window as unknown as { largestPaint: number; interactiveAt: number };
      state.largestPaint = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) state.largestPaint = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new MutationObserver(() => {
        if (document.documentElement.hasAttribute('data-interactive') && !state.interactiveAt) {
          state.interactiveAt = performance.now();
        }
      }).observe(document, {
        attributes: true,
        subtree: true,
        attributeFilter: ['data-interactive'],
      });
    });
    await page.goto(origin, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-interactive]', { state: 'attached' });
    // LCP settles once nothing larger paints; give late paints a moment under the slowdown.
    await page.waitForTimeout(1000);
    const { lcp, interactiveAt } = await page.evaluate(() => {
      const state = window as unknown as { largestPaint: number; interactiveAt: number };
      return { lcp: state.largestPaint, interactiveAt: state.interactiveAt };
    });
    const scriptsAfterLoad = scripts.filter((script) => !scriptsBeforeLoad.includes(script));
    return { lcp, interactiveAt, scriptsBeforeLoad, scriptsAfterLoad };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const measured: Load[] = [];
try {
  for (let load = 0; load < loads; load += 1) measured.push(await measureOnce());
} finally {
  server.close();
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const gzipOf = (paths: string[]) =>
  paths
    .map((path) => gzipSync(readFileSync(join(dist, path)), { level: 9 }).length)
    .reduce((total, size) => total + size, 0);
const lcps = measured.map(({ lcp }) => lcp);
const last = measured.at(-1)!;
const initial = landingInitialLoad(dist);
console.log(
  `landing LCP at ${cpuSlowdown}x CPU slowdown over ${loads} loads: ` +
    `median ${median(lcps).toFixed(0)} ms, max ${Math.max(...lcps).toFixed(0)} ms ` +
    `(each: ${lcps.map((lcp) => lcp.toFixed(0)).join(', ')} ms)`,
);
console.log(
  `landing interactive (hydration started) at ${cpuSlowdown}x: median ` +
    `${median(measured.map(({ interactiveAt }) => interactiveAt)).toFixed(0)} ms`,
);
console.log(
  `landing initial JS (built): ${kb(initial.jsGzip)} gzip (${kib(initial.jsGzip)}), ratio to the ` +
    `${kb(initialJsBudgetBytes)} budget ${(initial.jsGzip / initialJsBudgetBytes).toFixed(2)}`,
);
console.log(
  `scripts fetched before the load event: ${last.scriptsBeforeLoad.length} files, ` +
    `${kb(gzipOf(last.scriptsBeforeLoad))} gzip: ${last.scriptsBeforeLoad.join(', ')}`,
);
console.log(
  `scripts fetched after it, to hydrate the page: ${last.scriptsAfterLoad.length} files, ` +
    `${kb(gzipOf(last.scriptsAfterLoad))} gzip`,
);
