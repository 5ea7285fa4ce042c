import { chromiumFlags } from '@facet/reports-api';
import { spawn } from 'node:child_process';
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { freePort } from './support/assessment-load';

/**
 * The real Lighthouse (mobile profile: a mid-range phone, 4x CPU slowdown and slow 4G, simulated)
 * on the public pages of the product as `npm start` serves them: the production build served by
 * the API on a database of its own with the demo tenant. Prints each category's score (median of
 * `runs`) and the metrics behind performance. Then signs each demo role in and, with the CPU
 * slowed 4x, times a full load of the role's home until it is interactive: the page's heading is
 * shown, no part of it is still loading, and the app has hydrated (`<html data-interactive>`).
 */
const runs = Number(process.argv[2] ?? 3);
const cpuSlowdown = 4;
const dist = 'dist/bench/lighthouse-web';
const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const publicPages = ['/', '/login'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

// LIGHTHOUSE_REUSE_BUILD=1 audits the build a previous run left, to repeat a measurement.
if (process.env['LIGHTHOUSE_REUSE_BUILD'] !== '1') {
  execSync(
    `npx vite build --config apps/web/vite.config.ts --logLevel error --outDir ${resolve(dist)}`,
    { stdio: 'inherit' },
  );
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const product = spawn(process.execPath, ['--import', 'tsx', 'tools/testing/e2e-server.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), WEB_DIST_DIR: resolve(dist), LOG_LEVEL: 'error' },
});

async function waitUntilReady(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error('The product did not become ready within two minutes');
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Audit {
  scores: Record<(typeof categories)[number], number>;
  metrics: Record<string, number>;
  failing: string[];
  findings: string[];
}

async function auditOnce(path: string): Promise<Audit> {
  const profile = mkdtempSync(join(tmpdir(), 'facet-lighthouse-'));
  const browser = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumFlags, '--headless=new'],
    userDataDir: profile,
  });
  try {
    const result = await lighthouse(`${origin}${path}`, {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { lhr } = result;
    const scores = Object.fromEntries(
      categories.map((category) => [category, lhr.categories[category]?.score ?? 0]),
    ) as Audit['scores'];
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failing = categories.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter(({ weight, id }) => weight > 0 && (lhr.audits[id]?.score ?? 1) < 0.9)
        .map(({ id }) => `${category}:${id}`),
    );
    // What a failing best-practices audit found (the console's errors, the inspector's issues),
    // so a run says what to fix.
    const findings = ['errors-in-console', 'inspector-issues', 'deprecations'].flatMap((id) => {
      const audit = lhr.audits[id];
      if (!audit || audit.score === 1 || audit.score === null) return [];
      const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items;
      return (items ?? []).map((item) => `${id}: ${JSON.stringify(item).slice(0, 300)}`);
    });
    // Where the blocking time comes from: each long main-thread task and the script it ran.
    const longTasks = (
      (lhr.audits['long-tasks']?.details as { items?: Record<string, unknown>[] } | undefined)
        ?.items ?? []
    ).map(
      ({ url, startTime, duration }) =>
        `long task ${Math.round(Number(duration))} ms at ${Math.round(Number(startTime))} ms: ${String(url)}`,
    );
    return {
      findings: [...findings, ...longTasks],
      scores,
      metrics: {
        'first contentful paint': metric('first-contentful-paint'),
        'largest contentful paint': metric('largest-contentful-paint'),
        'total blocking time': metric('total-blocking-time'),
        'speed index': metric('speed-index'),
        interactive: metric('interactive'),
      },
      failing,
    };
  } finally {
    browser.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

interface Role {
  label: string;
  signInPath: string;
  email: string;
  home: string;
}

const roles: Role[] = [
  { label: 'employee', signInPath: '/login', email: 'erin@acme.example', home: '/home' },
  { label: 'candidate', signInPath: '/login', email: 'carla@acme.example', home: '/home' },
  { label: 'manager', signInPath: '/login', email: 'mario@acme.example', home: '/home' },
  { label: 'company admin', signInPath: '/login', email: 'alicia@acme.example', home: '/home' },
  {
    label: 'platform admin',
    signInPath: '/admin',
    email: 'admin@facet.example',
    home: '/admin/dashboard',
  },
];

async function signIn(page: Page, role: Role): Promise<void> {
  await page.goto(`${origin}${role.signInPath}`);
  await page.getByLabel(/e-mail/i).fill(role.email);
  await page.getByLabel(/^password/i).fill('FacetDemo1');
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await page.waitForURL((url) => url.pathname !== role.signInPath);
}

/** Milliseconds from navigation start to an interactive home, with the CPU slowed. */
async function homeInteractiveMs(page: Page, home: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  try {
    await page.goto(`${origin}${home}`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      () => {
        const main = document.querySelector('main');
        const heading = main?.querySelector('h1');
        const settled =
          document.documentElement.hasAttribute('data-interactive') &&
          heading !== null &&
          heading !== undefined &&
          !main?.querySelector('[aria-busy="true"], [role="progressbar"]:not([aria-valuenow])');
        return settled ? performance.now() : undefined;
      },
      undefined,
      { polling: 50, timeout: 30_000 },
    );
    return (await handle.jsonValue()) as number;
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

try {
  await waitUntilReady();
  for (const path of publicPages) {
    const audits: Audit[] = [];
    for (let run = 0; run < runs; run += 1) audits.push(await auditOnce(path));
    const scores = categories
      .map(
        (category) =>
          `${category} ${median(audits.map((audit) => audit.scores[category])).toFixed(2)}`,
      )
      .join(', ');
    console.log(`Lighthouse mobile ${path} (median of ${runs}): ${scores}`);
    const metrics = Object.keys(audits[0]!.metrics)
      .map((name) => `${name} ${median(audits.map((audit) => audit.metrics[name]!)).toFixed(0)} ms`)
      .join(', ');
    console.log(`  ${metrics}`);
    const failing = [...new Set(audits.flatMap((audit) => audit.failing))];
    console.log(`  audits below 0.9 in any run: ${failing.length ? failing.join(', ') : 'none'}`);
    for (const finding of new Set(audits.flatMap((audit) => audit.findings))) {
      console.log(`    ${finding}`);
    }
  }

  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    for (const role of roles) {
      const timings: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        await context.addInitScript(() =>
          window.localStorage.setItem('cookieConsent', JSON.stringify({ analytics: false })),
        );
        const page = await context.newPage();
        await signIn(page, role);
        timings.push(await homeInteractiveMs(page, role.home));
        await context.close();
      }
      console.log(
        `${role.label} home ${role.home} interactive at ${cpuSlowdown}x CPU slowdown: median ` +
          `${median(timings).toFixed(0)} ms (each: ${timings.map((ms) => ms.toFixed(0)).join(', ')} ms)`,
      );
    }
  } finally {
    await browser.close();
  }
} finally {
  product.kill('SIGTERM');
}
