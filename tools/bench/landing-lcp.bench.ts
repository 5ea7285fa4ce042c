import { chromiumFlags } from '@facet/reports-api';
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { initialJsBudgetBytes, kb, kib, landingInitialLoad } from './web-initial-js';

/**
 * Lighthouse-style figures for the landing: the production build served gzipped on loopback,
 * opened in the system Chromium with a fresh profile each time, a phone-sized viewport and the
 * CPU slowed 4x (CDP Emulation.setCPUThrottlingRate). Prints the median and maximum Largest
 * Contentful Paint over the loads, the landing's initial JS and every script the page fetched
 * while loading (the initial JS plus what it loads lazily right after its first render).
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

/** Static files, gzipped as the API serves them, and index.html for any page address. */
function serveBuild(request: IncomingMessage, response: ServerResponse): void {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
  const wanted = join(dist, path);
  const file =
    wanted.startsWith(dist) && existsSync(wanted) && statSync(wanted).isFile()
      ? wanted
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

async function measureOnce(): Promise<{ lcp: number; scripts: string[] }> {
  const profile = mkdtempSync(join(tmpdir(), 'facet-lcp-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumFlags,
    viewport: { width: 412, height: 823 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript(() => {
      const state = window as unknown as { largestPaint: number };
      state.largestPaint = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) state.largestPaint = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(origin, { waitUntil: 'networkidle' });
    // LCP settles once nothing larger paints; give late paints a moment under the slowdown.
    await page.waitForTimeout(1000);
    const lcp = await page.evaluate(
      () => (window as unknown as { largestPaint: number }).largestPaint,
    );
    return { lcp, scripts };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const lcps: number[] = [];
let fetchedScripts: string[] = [];
try {
  for (let load = 0; load < loads; load += 1) {
    const { lcp, scripts } = await measureOnce();
    lcps.push(lcp);
    fetchedScripts = scripts;
  }
} finally {
  server.close();
}

const sorted = [...lcps].sort((a, b) => a - b);
const initial = landingInitialLoad(dist);
const fetchedGzip = fetchedScripts
  .map((path) => gzipSync(readFileSync(join(dist, path)), { level: 9 }).length)
  .reduce((total, size) => total + size, 0);
console.log(
  `landing LCP at ${cpuSlowdown}x CPU slowdown over ${loads} loads: ` +
    `median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms ` +
    `(each: ${lcps.map((lcp) => lcp.toFixed(0)).join(', ')} ms)`,
);
console.log(
  `landing initial JS: ${kb(initial.jsGzip)} gzip (${kib(initial.jsGzip)}), ratio to the ` +
    `${kb(initialJsBudgetBytes)} budget ${(initial.jsGzip / initialJsBudgetBytes).toFixed(2)}`,
);
console.log(
  `scripts fetched while loading (initial + lazy after first render): ${fetchedScripts.length} files, ` +
    `${kb(fetchedGzip)} gzip: ${fetchedScripts.join(', ')}`,
);
