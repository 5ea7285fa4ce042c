import { answerScale, facets, itemsOnPage, totalPages, type Item } from '@facet/assessment-domain';
import { chromiumFlags } from '@facet/reports-api';
import { spawn } from 'node:child_process';
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import pg from 'pg';
import { freePort } from './support/assessment-load';

/**
 * The real Lighthouse (mobile profile: a mid-range phone, 4x CPU slowdown and slow 4G, simulated)
 * on the product as `npm start` serves them: the production build served by the API on a database
 * of its own with the demo tenant. It audits the landing and /login, then, signed in (the browser
 * keeps its storage between the sign-in and the audit), an employee's result page and the company
 * panel. Prints each category's score (median of `runs`) and the metrics behind performance. Then
 * signs each demo role in and, with the CPU slowed 4x, times a full load of the role's home until
 * it is interactive: the page's heading is shown, no part of it is still loading, and the app has
 * hydrated (`<html data-interactive>`). `LIGHTHOUSE_PAGES=/login,result` audits only those pages.
 */
const runs = Number(process.argv[2] ?? 3);
const cpuSlowdown = 4;
const dist = 'dist/bench/lighthouse-web';
const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
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
const databaseUrlFile = join(mkdtempSync(join(tmpdir(), 'facet-lighthouse-db-')), 'url');
const product = spawn(process.execPath, ['--import', 'tsx', 'tools/testing/e2e-server.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    WEB_DIST_DIR: resolve(dist),
    LOG_LEVEL: 'error',
    E2E_DATABASE_URL_FILE: databaseUrlFile,
  },
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
  layoutShift: number;
  failing: string[];
  findings: string[];
}

interface AuditedNode {
  type: 'node';
  selector?: string;
  snippet?: string;
}

/** The DOM nodes an audit's details name, in order, however deep its tables and lists nest. */
function nodesIn(details: unknown): AuditedNode[] {
  if (Array.isArray(details)) return details.flatMap(nodesIn);
  if (typeof details !== 'object' || details === null) return [];
  if ((details as { type?: unknown }).type === 'node') return [details as AuditedNode];
  return Object.values(details).flatMap(nodesIn);
}

interface AuditedPage {
  label: string;
  path: string;
  /** Who is signed in first, in the same browser, whose storage the audit then keeps. */
  signedInAs?: Role;
}

async function auditOnce({ path, signedInAs }: AuditedPage): Promise<Audit> {
  const profile = mkdtempSync(join(tmpdir(), 'facet-lighthouse-'));
  const browser = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumFlags, '--headless=new'],
    userDataDir: profile,
  });
  try {
    if (signedInAs) {
      const driver = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
      const page = await driver.contexts()[0]!.newPage();
      await page.addInitScript(() =>
        window.localStorage.setItem('cookieConsent', JSON.stringify({ analytics: false })),
      );
      await signIn(page, signedInAs);
      await page.close();
    }
    const result = await lighthouse(`${origin}${path}`, {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      // A signed-in page needs the session the sign-in above left in the browser.
      disableStorageReset: signedInAs !== undefined,
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
    // What moved: each layout shift's element, so a run names the culprit of a CLS above zero.
    const shifts = (
      (lhr.audits['layout-shifts']?.details as { items?: Record<string, unknown>[] } | undefined)
        ?.items ?? []
    ).map(({ node, score }) => {
      const { selector, snippet } = (node ?? {}) as { selector?: string; snippet?: string };
      return `layout shift ${Number(score).toFixed(3)}: ${selector ?? ''} ${snippet ?? ''}`;
    });
    // Which element the largest paint was, so a late one names what arrived late.
    const largestPaint = nodesIn(lhr.audits['lcp-breakdown-insight']?.details)
      .slice(0, 1)
      .map(({ selector, snippet }) => `largest paint: ${selector ?? ''} ${snippet ?? ''}`);
    // A run Lighthouse could not measure (no paint seen, a protocol timeout) scores 0: say why.
    const runtimeError = lhr.runtimeError
      ? [`runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`]
      : [];
    return {
      findings: [...runtimeError, ...findings, ...largestPaint, ...shifts, ...longTasks],
      scores,
      metrics: {
        'first contentful paint': metric('first-contentful-paint'),
        'largest contentful paint': metric('largest-contentful-paint'),
        'total blocking time': metric('total-blocking-time'),
        'speed index': metric('speed-index'),
        interactive: metric('interactive'),
      },
      layoutShift: metric('cumulative-layout-shift'),
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

const employee = roles.find(({ label }) => label === 'employee')!;
const companyAdmin = roles.find(({ label }) => label === 'company admin')!;

/**
 * The answer (0-4) of a careful person with a high, low or average level on each facet, who
 * follows each statement's wording towards it with varying strength: a protocol that passes the
 * validity checks.
 */
function carefulAnswerIndex(item: Item, position: number): number {
  const level = (['high', 'low', 'average'] as const)[facets.indexOf(item.facet) % 3];
  const strong = position % 2 === 0;
  if (level === 'average') return strong ? 2 : item.keyed === 'plus' ? 3 : 1;
  const raisesScore = (item.keyed === 'plus') === (level === 'high');
  return raisesScore ? (strong ? 4 : 3) : strong ? 0 : 1;
}

/**
 * Takes the assessment as the employee through the API, every page read at three seconds a
 * statement (the consent and the pages' first saves are moved back in this run's database, as the
 * journeys do), so the result page shows the whole report. Answers the result's id.
 */
async function finishAssessmentAs(person: Role): Promise<number> {
  const call = async (method: string, path: string, body: unknown, token?: string) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const { token } = (await call('POST', '/api/auth/login', {
    email: person.email,
    password: 'FacetDemo1',
  })) as { token: string };
  await call('POST', '/api/diagnoses/launch', { lang: 'en' }, token);
  await call('POST', '/api/diagnoses/consent', { consents: true, version: '1.0.0' }, token);
  const responses = Array.from({ length: totalPages }, (_, index) => index + 1).flatMap((page) =>
    itemsOnPage(page).map((item, position) => ({
      question_id: item.id,
      answer: answerScale[carefulAnswerIndex(item, position)]!,
    })),
  );
  const database = new pg.Client({ connectionString: readFileSync(databaseUrlFile, 'utf8') });
  await database.connect();
  try {
    await database.query(
      `update assessment_sessions set consented_at = now() - interval '2 hours'
        where status = 'in_progress' and user_id = (select id from users where email = $1)`,
      [person.email],
    );
  } finally {
    await database.end();
  }
  const finished = (await call(
    'PATCH',
    '/api/diagnoses/submit',
    { lang: 'en', finish: true, responses },
    token,
  )) as { result_id: number };
  return finished.result_id;
}

try {
  await waitUntilReady();
  const resultId = await finishAssessmentAs(employee);
  const allPages: AuditedPage[] = [
    { label: 'landing', path: '/' },
    { label: 'login', path: '/login' },
    { label: 'result', path: `/results/${resultId}`, signedInAs: employee },
    { label: 'company panel', path: '/company-panel?tab=employees', signedInAs: companyAdmin },
  ];
  const wanted = process.env['LIGHTHOUSE_PAGES']?.split(',');
  const pages = allPages.filter(
    ({ label, path }) => !wanted || wanted.includes(label) || wanted.includes(path),
  );
  for (const page of pages) {
    const audits: Audit[] = [];
    for (let run = 0; run < runs; run += 1) audits.push(await auditOnce(page));
    const scores = categories
      .map(
        (category) =>
          `${category} ${median(audits.map((audit) => audit.scores[category])).toFixed(2)}`,
      )
      .join(', ');
    const performanceRuns = audits.map((audit) => audit.scores.performance.toFixed(2)).join(', ');
    console.log(
      `Lighthouse mobile ${page.label} ${page.path} (median of ${runs}): ${scores} ` +
        `(performance each: ${performanceRuns})`,
    );
    const metrics = Object.keys(audits[0]!.metrics)
      .map((name) => `${name} ${median(audits.map((audit) => audit.metrics[name]!)).toFixed(0)} ms`)
      .join(', ');
    const layoutShift = median(audits.map((audit) => audit.layoutShift)).toFixed(3);
    console.log(`  ${metrics}, cumulative layout shift ${layoutShift}`);
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
