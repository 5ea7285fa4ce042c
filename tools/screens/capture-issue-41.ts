import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  answerScale,
  facets,
  fastPagesForFlag,
  itemsOnPage,
  itemsPerPage,
  totalPages,
  type Answer,
} from '@facet/assessment-domain';
import pg from 'pg';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/**
 * Screenshots of the ten points of issue 41 (the UX review's top ten), before and after, at
 * 390 and 1440 px, light and dark where the issue asks for both themes.
 *
 *   npx tsx tools/screens/capture-issue-41.ts --base-url http://127.0.0.1:3921 \
 *     --out docs/screens/issue-41 --suffix after \
 *     [--database-url postgres://postgres@127.0.0.1:5432/facet_screens_after] [--only 1,4,9]
 *
 * The product must run with the demo seed (SEED_DEMO=true) on a fresh database: the script builds
 * every state it shows through the product's own HTTP API and UI, as Acme Demo's people. With
 * --database-url it also moves the assessments' consent back in time, as the journeys do, so the
 * finished protocols read as valid (a team view counts valid results only); without it they
 * read as questionable. One screen that fails is logged and skipped: the run goes on.
 */

const { values: options } = parseArgs({
  options: {
    'base-url': { type: 'string', default: 'http://127.0.0.1:3921' },
    out: { type: 'string', default: 'docs/screens/issue-41' },
    suffix: { type: 'string', default: 'after' },
    'database-url': { type: 'string' },
    only: { type: 'string' },
  },
});
const baseUrl = options['base-url'].replace(/\/$/, '');
const outDir = resolve(options.out);
const suffix = options.suffix;
const databaseUrl = options['database-url'];
const onlyPoints = options.only ? new Set(options.only.split(',').map(Number)) : undefined;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Full-page shots of very long pages are cut here, to keep the files reasonable. */
const maximumShotHeight = 6000;

const demoPassword = 'FacetDemo1';
const acme = {
  alicia: { name: 'Alicia Owner', email: 'alicia@acme.example' },
  mario: { name: 'Mario Manager', email: 'mario@acme.example' },
  erin: { name: 'Erin Employee', email: 'erin@acme.example' },
  joao: { name: 'Joao Employee', email: 'joao@acme.example' },
  carla: { name: 'Carla Candidate', email: 'carla@acme.example' },
};
/** People the script invites: one who never registers, one registered, one mid-questionnaire. */
const invitees = {
  nina: { name: 'Nina Pending', email: 'nina.pending@acme.example' },
  noah: { name: 'Noah Newcomer', email: 'noah.newcomer@acme.example' },
  sam: { name: 'Sam Midway', email: 'sam.midway@acme.example' },
};
const profileName = 'Customer support lead';
const groupName = 'Customer support team';

interface Viewport {
  width: number;
  height: number;
  phone: boolean;
}
const viewports: Viewport[] = [
  { width: 390, height: 844, phone: true },
  { width: 1440, height: 900, phone: false },
];

const failures: string[] = [];
let shotCount = 0;

function log(message: string): void {
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
}

// ---------------------------------------------------------------------------------------------
// The product's API, as the app calls it.

class ApiError extends Error {}

async function call<T = unknown>(
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<{ status: number; data: T }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    // Not JSON: kept as text for the error message.
  }
  return { status: response.status, data: data as T };
}

async function expectStatus<T>(
  label: string,
  answer: Promise<{ status: number; data: T }>,
  ...accepted: number[]
): Promise<T> {
  const { status, data } = await answer;
  if (!accepted.includes(status)) {
    throw new ApiError(`${label}: HTTP ${status} ${JSON.stringify(data).slice(0, 300)}`);
  }
  return data;
}

async function signInThroughApi(email: string, password = demoPassword): Promise<string> {
  const data = await expectStatus<{ token: string }>(
    `sign-in of ${email}`,
    call('POST', '/api/auth/login', {
      body: { email, password, termsVersion: '1.0.0', privacyVersion: '1.0.0' },
    }),
    200,
  );
  return data.token;
}

/** Runs one set-up step; a step that fails is logged and the run goes on without it. */
async function step<T>(label: string, work: () => Promise<T>): Promise<T | undefined> {
  try {
    const value = await work();
    log(`set-up: ${label}`);
    return value;
  } catch (error) {
    const message = `set-up step "${label}" failed: ${(error as Error).message}`;
    failures.push(message);
    log(message);
    return undefined;
  }
}

async function withDatabase(work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  if (!databaseUrl) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** Moves the open attempt's consent back by three seconds a statement of `pages` pages. */
async function moveConsentBack(email: string, pages: number): Promise<void> {
  await withDatabase((client) =>
    client.query(
      `update assessment_sessions set consented_at = consented_at - make_interval(secs => $2)
        where status = 'in_progress' and user_id = (select id from users where lower(email) = lower($1))`,
      [email, pages * itemsPerPage * 3],
    ),
  );
}

/**
 * The level a person's answers give a facet: person `shift` is high on one domain and low on
 * another, and mixed elsewhere, so people differ on the domains too (a team view and a ranking of
 * identical people would show nothing).
 */
function levelFor(facet: (typeof facets)[number], shift: number): 'high' | 'low' | 'average' {
  const index = facets.indexOf(facet);
  const domain = Math.floor(index / 6);
  if ((domain + shift) % 5 === 0) return 'high';
  if ((domain + shift) % 5 === 2) return 'low';
  return (['high', 'low', 'average'] as const)[(index * 7 + shift * 5 + domain) % 3]!;
}

/**
 * The answer a careful person gives to a statement (as apps/web-e2e/support/assessment.ts): each
 * facet at its level, every answer following the statement's wording, with varying strength.
 */
function carefulAnswerFor(page: number, position: number, shift: number): Answer {
  const item = itemsOnPage(page)[position]!;
  const level = levelFor(item.facet, shift);
  const strong = position % 2 === 0;
  const raisesScore = (item.keyed === 'plus') === (level === 'high');
  const digit =
    level === 'average'
      ? strong
        ? 3
        : item.keyed === 'plus'
          ? 4
          : 2
      : raisesScore
        ? strong
          ? 5
          : 4
        : strong
          ? 1
          : 2;
  return answerScale[digit - 1]!;
}

/** Every statement id with a careful answer; `shift` gives each person a profile of their own. */
function carefulAnswers(shift: number): Map<string, Answer> {
  return new Map(
    Array.from({ length: totalPages }, (_, index) => index + 1).flatMap((page) =>
      itemsOnPage(page).map((item, position) => [item.id, carefulAnswerFor(page, position, shift)]),
    ),
  );
}

async function launchAndConsent(token: string, lang: string): Promise<string[]> {
  const launch = await expectStatus<{ questions?: { question_id: string }[] }>(
    'launch',
    call('POST', '/api/diagnoses/launch', { token, body: { lang } }),
    200,
  );
  await expectStatus(
    'consent',
    call('POST', '/api/diagnoses/consent', {
      token,
      body: { consents: true, version: '1.0.0' },
    }),
    200,
  );
  return (launch.questions ?? []).map(({ question_id }) => question_id);
}

/**
 * Takes the whole assessment through the API. `pace` 'read' makes the protocol valid (needs
 * --database-url); 'hurried' answers the last pages faster than anyone reads (questionable).
 */
async function finishAssessment(
  email: string,
  shift: number,
  pace: 'read' | 'hurried',
): Promise<number> {
  const token = await signInThroughApi(email);
  const questionIds = await launchAndConsent(token, 'en');
  if (questionIds.length === 0) throw new ApiError(`no open questionnaire for ${email}`);
  const answers = carefulAnswers(shift);
  const responses = questionIds.map((question_id) => ({
    question_id,
    answer: answers.get(question_id) ?? answerScale[2],
  }));
  const pagesRead = pace === 'read' ? totalPages : totalPages - fastPagesForFlag;
  await moveConsentBack(email, pagesRead);
  if (pace === 'hurried') {
    await expectStatus(
      'save of the pages read',
      call('PATCH', '/api/diagnoses/submit', {
        token,
        body: {
          lang: 'en',
          finish: false,
          responses: responses.slice(0, pagesRead * itemsPerPage),
        },
      }),
      200,
    );
  }
  const finished = await expectStatus<{ result_id: number }>(
    `finish of ${email}`,
    call('PATCH', '/api/diagnoses/submit', {
      token,
      body: { lang: 'en', finish: true, responses },
    }),
    200,
  );
  return finished.result_id;
}

/** The person's latest result, for a run on a database where they already finished. */
async function latestResultOf(email: string): Promise<number> {
  const token = await signInThroughApi(email);
  const data = await expectStatus<Record<string, unknown>>(
    `results of ${email}`,
    call('GET', '/api/diagnoses/results?page=1', { token }),
    200,
  );
  const ids = JSON.stringify(data).match(/"(?:result_id|id)":(\d+)/g) ?? [];
  const numbers = ids.map((match) => Number(match.split(':')[1]));
  if (numbers.length === 0) throw new ApiError(`no result for ${email}`);
  return Math.max(...numbers);
}

/** The person's result: the latest one when they already finished (a second run), else a new one. */
async function resultOf(email: string, shift: number, pace: 'read' | 'hurried'): Promise<number> {
  try {
    return await latestResultOf(email);
  } catch {
    return finishAssessment(email, shift, pace);
  }
}

/** The path of the /register/ link in the last mail the development outbox holds for `to`. */
async function registrationPathFor(to: string): Promise<string> {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const { status, data } = await call<{ to: string; links: string[] }[]>(
      'GET',
      `/api/dev/mail?to=${encodeURIComponent(to)}`,
    );
    if (status === 200 && Array.isArray(data)) {
      const link = data
        .filter((mail) => mail.to === to)
        .flatMap((mail) => mail.links)
        .reverse()
        .find((address) => new URL(address).pathname.startsWith('/register/'));
      if (link) return new URL(link).pathname;
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new ApiError(`no /register/ link mailed to ${to}`);
}

interface Seeded {
  erinResult?: number;
  joaoResult?: number;
  carlaResult?: number;
  profileId?: number;
  groupId?: number;
  ninaRegistrationPath?: string;
}

/** Builds, through the API, every state the screens show, from the demo seed. */
async function seed(): Promise<Seeded> {
  const seeded: Seeded = {};
  await expectStatus('the product answers', call('GET', '/api/ready'), 200);
  const alicia = await signInThroughApi(acme.alicia.email);
  const manager = (path: string) => `${path}${path.includes('?') ? '&' : '?'}role=manager`;

  seeded.erinResult = await step('Erin finishes, reading every statement', () =>
    resultOf(acme.erin.email, 0, 'read'),
  );
  seeded.joaoResult = await step('Joao finishes, reading every statement', () =>
    resultOf(acme.joao.email, 1, 'read'),
  );
  await step('Alicia finishes, reading every statement', () =>
    resultOf(acme.alicia.email, 2, 'read'),
  );
  seeded.carlaResult = await step('Carla gets a licence and finishes, hurrying at the end', () =>
    latestResultOf(acme.carla.email).catch(async () => {
      await expectStatus(
        'licence',
        call('PATCH', manager('/api/companies/toggle-diagnosis-permission'), {
          token: alicia,
          body: { email: acme.carla.email, newLicenseState: 'yes' },
        }),
        200,
      );
      return finishAssessment(acme.carla.email, 1, 'hurried');
    }),
  );

  seeded.profileId = await step('a profile to rank against', async () => {
    const created = await call<{ profile: { profile_id: number } }>(
      'POST',
      manager('/api/profiles/create-profile'),
      {
        token: alicia,
        body: {
          name: profileName,
          min_extraversion: 100,
          max_extraversion: 170,
          min_agreeableness_or_amiability: 110,
          max_agreeableness_or_amiability: 170,
          min_anxiety: 4,
          max_anxiety: 20,
        },
      },
    );
    if (created.status === 201) return created.data.profile.profile_id;
    const listed = await expectStatus<{ profile: { profile_id: number; name: string }[] }>(
      'profiles',
      call('GET', manager('/api/profiles/get-profile/?page=1'), { token: alicia }),
      200,
    );
    const found = listed.profile.find((profile) => profile.name === profileName);
    if (!found) throw new ApiError(`profile not created: HTTP ${created.status}`);
    return found.profile_id;
  });

  seeded.groupId = await step('a group with the profile and four members', async () => {
    const listed = await expectStatus<{ groups: { group_id: number; name: string }[] }>(
      'groups',
      call('GET', manager('/api/groups/get-group/?page=1'), { token: alicia }),
      200,
    );
    let groupId = listed.groups.find((group) => group.name === groupName)?.group_id;
    if (groupId === undefined) {
      const created = await expectStatus<{ group: { group_id: number } }>(
        'group',
        call('POST', manager('/api/groups/create-group'), {
          token: alicia,
          body: { name: groupName, ...(seeded.profileId ? { profile_id: seeded.profileId } : {}) },
        }),
        201,
      );
      groupId = created.group.group_id;
    } else if (seeded.profileId) {
      await expectStatus(
        'the group’s profile',
        call('PATCH', manager('/api/groups/update-group'), {
          token: alicia,
          body: { group_id: groupId, name: groupName, profile_id: seeded.profileId },
        }),
        200,
      );
    }
    for (const person of [acme.erin, acme.joao, acme.alicia, acme.carla]) {
      await expectStatus(
        `adding ${person.email}`,
        call('PATCH', manager('/api/groups/add-member'), {
          token: alicia,
          body: { group_id: groupId, email: person.email },
        }),
        200,
        // Already a member, on a second run.
        400,
        409,
      );
    }
    return groupId;
  });

  for (const person of Object.values(invitees)) {
    await step(`an invitation for ${person.email}`, () =>
      expectStatus(
        'invite',
        call('POST', manager('/api/companies/invite'), {
          token: alicia,
          body: { guest: person.email, role: 'employee', lang: 'en' },
        }),
        201,
        // Already invited, on a second run.
        400,
        409,
      ),
    );
  }
  seeded.ninaRegistrationPath = await step('Nina’s registration link', () =>
    registrationPathFor(invitees.nina.email),
  );
  for (const person of [invitees.noah, invitees.sam]) {
    await step(`${person.name} registers from the mailed link`, async () => {
      const registered = await signInThroughApi(person.email).catch(() => undefined);
      if (registered) return;
      const path = await registrationPathFor(person.email);
      await expectStatus(
        'register',
        call('POST', '/api/auth/employee-register', {
          body: {
            token: decodeURIComponent(path.split('/').at(-1)!),
            name: person.name,
            password: demoPassword,
            termsVersion: '1.0.0',
            privacyVersion: '1.0.0',
          },
        }),
        201,
      );
    });
  }
  await step('Sam gets a licence (where the invitation did not reserve one)', async () => {
    const { status } = await call('PATCH', manager('/api/companies/toggle-diagnosis-permission'), {
      token: alicia,
      body: { email: invitees.sam.email, newLicenseState: 'yes' },
    });
    return status;
  });
  await step('Sam answers the first five pages and stops', async () => {
    const token = await signInThroughApi(invitees.sam.email);
    const questionIds = await launchAndConsent(token, 'en');
    const answers = carefulAnswers(2);
    await moveConsentBack(invitees.sam.email, 5);
    await expectStatus(
      'save',
      call('PATCH', '/api/diagnoses/submit', {
        token,
        body: {
          lang: 'en',
          finish: false,
          responses: questionIds.slice(0, 5 * itemsPerPage).map((question_id) => ({
            question_id,
            answer: answers.get(question_id) ?? answerScale[2],
          })),
        },
      }),
      200,
    );
  });
  // Mario reads Erin's result and opens her group's team view, so the trail and "who viewed my
  // results" hold a manager's reads before any screen is taken.
  await step('Mario reads Erin’s result through the API', async () => {
    if (!seeded.erinResult) return;
    const mario = await signInThroughApi(acme.mario.email);
    await call(
      'GET',
      manager(
        `/api/companies/get-employee-result-inform?result_id=${seeded.erinResult}&lang=en&email=${encodeURIComponent(acme.erin.email)}`,
      ),
      { token: mario },
    );
  });
  return seeded;
}

// ---------------------------------------------------------------------------------------------
// The browser.

const launchArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface Person {
  name: string;
  email: string;
}

interface Session {
  context: BrowserContext;
  page: Page;
  viewport: Viewport;
  dark: boolean;
}

async function openSession(
  browser: Browser,
  viewport: Viewport,
  { person, dark = false }: { person?: Person; dark?: boolean } = {},
): Promise<Session> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: viewport.phone ? 2 : 1,
    isMobile: viewport.phone,
    hasTouch: viewport.phone,
    colorScheme: dark ? 'dark' : 'light',
    reducedMotion: 'reduce',
    locale: 'en-GB',
  });
  // The cookie banner answered (only what is needed), the theme chosen, English unless the
  // person switches: all as the app stores them.
  await context.addInitScript(
    ({ theme }) => {
      try {
        window.localStorage.setItem('cookieConsent', JSON.stringify({ analytics: false }));
        window.localStorage.setItem('theme', theme);
        if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', 'en');
      } catch {
        // Storage blocked: the shot shows the banner.
      }
    },
    { theme: dark ? 'dark' : 'light' },
  );
  await context.addCookies([{ name: 'lang', value: 'en', url: baseUrl }]);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  if (person) await signInThroughUi(page, person);
  return { context, page, viewport, dark };
}

async function signInThroughUi(page: Page, person: Person): Promise<void> {
  await page.goto('/login');
  const email = page
    .getByLabel(/^E-mail/)
    .or(page.locator('input[type="email"]'))
    .first();
  await email.fill(person.email);
  const password = page
    .getByLabel('Password', { exact: true })
    .or(page.locator('input[type="password"]'))
    .first();
  await password.fill(demoPassword);
  const login = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/api/auth/login',
  );
  await page.getByRole('button', { name: /^Sign in$/ }).click();
  const status = (await login).status();
  if (status !== 200) throw new Error(`sign-in of ${person.email} answered ${status}`);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 20_000 });
}

/** Waits until the page has loaded its data, drawn its charts and loaded its fonts. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page
    .waitForFunction(
      () =>
        document.querySelectorAll('[aria-busy="true"], [role="progressbar"]:not([aria-valuenow])')
          .length === 0,
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => log('  (something still reads as loading)'));
  await page.evaluate(() => document.fonts.ready).catch(() => undefined);
  // Charts draw after their data arrives, and some animate even with reduced motion.
  await page.waitForTimeout(1200);
}

function fileName(point: number, screen: string, session: Session): string {
  const theme = session.dark ? '-dark' : '';
  return `${String(point).padStart(2, '0')}-${screen}-${session.viewport.width}${theme}-${suffix}.png`;
}

async function shoot(
  session: Session,
  point: number,
  screen: string,
  { fullPage = true, element }: { fullPage?: boolean; element?: string } = {},
): Promise<void> {
  const { page } = session;
  await settle(page);
  if (new URL(page.url()).pathname.endsWith('/login')) {
    log(`  warning: ${screen} landed on the login page`);
  }
  const path = join(outDir, fileName(point, screen, session));
  if (element) {
    const target = page.locator(element).first();
    if ((await target.count()) > 0 && (await target.isVisible())) {
      await target.scrollIntoViewIfNeeded();
      await target.screenshot({ path, animations: 'disabled', timeout: 60_000 });
      shotCount += 1;
      log(`  shot ${path}`);
      return;
    }
    log(`  ${element} not found: shooting the page`);
  }
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.screenshot({
    path,
    fullPage,
    animations: 'disabled',
    // A long page on a busy machine takes a while to paint in full.
    timeout: 60_000,
    ...(fullPage && height > maximumShotHeight
      ? { clip: { x: 0, y: 0, width: session.viewport.width, height: maximumShotHeight } }
      : {}),
  });
  shotCount += 1;
  log(
    `  shot ${path}${fullPage && height > maximumShotHeight ? ` (cut at ${maximumShotHeight} of ${height} px)` : ''}`,
  );
}

/** Opens `path`; a screen that fails is logged and the run goes on. */
async function screen(label: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    const message = `screen "${label}" failed: ${(error as Error).message.split('\n')[0]}`;
    failures.push(message);
    log(message);
  }
}

/** Clicks the first visible match of any of the locators; answers whether one was clicked. */
async function clickFirstVisible(page: Page, selectors: string[]): Promise<boolean> {
  for (const selector of selectors) {
    const target = page.locator(selector).first();
    if ((await target.count()) > 0 && (await target.isVisible().catch(() => false))) {
      await target.click();
      return true;
    }
  }
  return false;
}

/**
 * Opens the company panel on a tab. The redesign may merge Employees and Invitations into one
 * "People" tab: the first candidate the panel knows as a tab wins.
 */
async function openPanelTab(page: Page, candidates: string[]): Promise<string> {
  for (const tab of candidates) {
    await page.goto(`/company-panel?tab=${tab}`);
    await settle(page);
    const selected = page.locator('[role="tab"][aria-selected="true"]').first();
    const text = ((await selected.textContent().catch(() => '')) ?? '').toLowerCase();
    const label = tab.replace(/-/g, ' ');
    if (text.includes(label) || text.includes(label.split(' ')[0]!)) return tab;
  }
  await page.goto(`/company-panel?tab=${candidates.at(-1)}`);
  return candidates.at(-1)!;
}

/** Switches the interface language through the top bar (on a phone, inside its menu). */
async function switchLanguage(page: Page, language: string, code: string): Promise<void> {
  const languageButton = page.getByRole('button', { name: /Language|Idioma/ }).first();
  if (!(await languageButton.isVisible().catch(() => false))) {
    await clickFirstVisible(page, [
      'header button[aria-label*="menu" i]',
      'header button:has-text("Menu")',
      'button[aria-label*="menu" i]',
    ]);
  }
  const item = page.getByRole('menuitemradio', { name: language });
  if (await languageButton.isVisible().catch(() => false)) {
    await languageButton.click();
    if (await item.isVisible().catch(() => false)) {
      await item.click();
      await settle(page);
      return;
    }
  }
  log(`  the language menu was not found; switching to ${code} as the app stores it`);
  await page.evaluate((lang) => {
    window.localStorage.setItem('lang', lang);
    document.cookie = `lang=${lang}; path=/; max-age=31536000; samesite=lax`;
  }, code);
  await page.reload();
}

// ---------------------------------------------------------------------------------------------
// The ten points.

type Capture = (browser: Browser, viewport: Viewport, seeded: Seeded) => Promise<void>;

async function withSession(
  browser: Browser,
  viewport: Viewport,
  options: { person?: Person; dark?: boolean },
  work: (session: Session) => Promise<void>,
): Promise<void> {
  let session: Session | undefined;
  try {
    session = await openSession(browser, viewport, options);
    await work(session);
  } catch (error) {
    const message = `session of ${options.person?.email ?? 'a visitor'} at ${viewport.width}: ${(error as Error).message.split('\n')[0]}`;
    failures.push(message);
    log(message);
  } finally {
    await session?.context.close();
  }
}

const points: Record<number, Capture> = {
  // 1. The result leads with meaning: the person's own result, light and dark.
  1: async (browser, viewport, seeded) => {
    for (const dark of [false, true]) {
      await withSession(browser, viewport, { person: acme.erin, dark }, async (session) => {
        await screen('result', async () => {
          await session.page.goto(`/results/${seeded.erinResult ?? ''}`);
          await shoot(session, 1, 'result', {});
        });
      });
    }
  },

  // 2. An invitation is a ready-to-take assessment: the invitee's first screens, the list.
  2: async (browser, viewport, seeded) => {
    await withSession(browser, viewport, {}, async (session) => {
      await screen('invitation registration', async () => {
        if (!seeded.ninaRegistrationPath) throw new Error('no registration link');
        await session.page.goto(seeded.ninaRegistrationPath);
        await shoot(session, 2, 'invitee-register', {});
      });
    });
    await withSession(browser, viewport, { person: invitees.noah }, async (session) => {
      await screen('invitee home', async () => {
        await session.page.goto('/home');
        await shoot(session, 2, 'invitee-home', {});
      });
      await screen('invitee presses Start', async () => {
        // Start on the home, then on the questionnaire's introduction when there is one: what
        // the invitee meets when the assessment should begin. At the second width the first
        // has already begun it, so the home offers to continue.
        const { page } = session;
        const start = page
          .getByRole('main')
          .getByRole('link', { name: /Start|Continue/ })
          .or(page.getByRole('main').getByRole('button', { name: /Start|Continue/ }))
          .first();
        await start.click();
        await settle(page);
        // The questionnaire's introduction, where there is one (its own Start button).
        const startOnIntroduction = page
          .getByRole('main')
          .getByRole('button', { name: /^Start/ })
          .first();
        if (await startOnIntroduction.isVisible().catch(() => false)) {
          await startOnIntroduction.click();
          await settle(page);
        }
        await shoot(session, 2, 'invitee-start', {});
      });
    });
    await withSession(browser, viewport, { person: acme.alicia }, async (session) => {
      await screen('invitations list', async () => {
        await openPanelTab(session.page, ['people', 'invitations']);
        const invited = session.page.getByRole('button', { name: /^Invited/ }).first();
        if (await invited.isVisible().catch(() => false)) await invited.click();
        await shoot(session, 2, 'invitations', {});
      });
    });
  },

  // 3. A people pipeline: the company's people and invitations.
  3: async (browser, viewport) => {
    await withSession(browser, viewport, { person: acme.alicia }, async (session) => {
      await screen('employees tab', async () => {
        await openPanelTab(session.page, ['people', 'employees']);
        await shoot(session, 3, 'people-employees', {});
      });
      await screen('invitations tab', async () => {
        await openPanelTab(session.page, ['invitations', 'people']);
        await shoot(session, 3, 'people-invitations', {});
      });
    });
  },

  // 4. A ranking that helps decide.
  4: async (browser, viewport, seeded) => {
    await withSession(browser, viewport, { person: acme.mario }, async (session) => {
      await screen('ranking', async () => {
        await openRanking(session.page, seeded);
        await shoot(session, 4, 'ranking', {});
      });
    });
  },

  // 5. A brand and a type system: the dashboard (light and dark) and the landing page.
  5: async (browser, viewport) => {
    for (const dark of [false, true]) {
      await withSession(browser, viewport, { person: acme.alicia, dark }, async (session) => {
        await screen('dashboard', async () => {
          await session.page.goto('/home');
          await shoot(session, 5, 'dashboard', {});
        });
      });
    }
    await withSession(browser, viewport, {}, async (session) => {
      await screen('landing', async () => {
        await session.page.goto('/');
        await shoot(session, 5, 'landing', {});
      });
    });
  },

  // 6. Manager result: decision first.
  6: async (browser, viewport, seeded) => {
    await withSession(browser, viewport, { person: acme.mario }, async (session) => {
      await screen('manager result against a profile', async () => {
        const query = seeded.profileId ? `?profile_id=${seeded.profileId}` : '';
        await session.page.goto(
          `/company-panel/employee/${encodeURIComponent(acme.erin.email)}/result/${seeded.erinResult ?? ''}${query}`,
        );
        await shoot(session, 6, 'manager-result', {});
      });
    });
  },

  // 7. An audit trail with signal: after two ranking views; and who viewed Erin's results.
  7: async (browser, viewport, seeded) => {
    await withSession(browser, viewport, { person: acme.mario }, async (session) => {
      await screen('two ranking views', async () => {
        await openRanking(session.page, seeded);
        await settle(session.page);
        await openRanking(session.page, seeded);
        await settle(session.page);
      });
    });
    await withSession(browser, viewport, { person: acme.alicia }, async (session) => {
      await screen('audit trail', async () => {
        await openPanelTab(session.page, ['audit-trail']);
        await shoot(session, 7, 'audit-trail', {});
      });
    });
    await withSession(browser, viewport, { person: acme.erin }, async (session) => {
      await screen('who viewed my results', async () => {
        await session.page.goto('/account?tab=result-reads');
        await shoot(session, 7, 'result-reads', {});
      });
    });
  },

  // 8. Mobile admin layouts: the team heatmap, the company panel's tabs.
  8: async (browser, viewport, seeded) => {
    await withSession(browser, viewport, { person: acme.mario }, async (session) => {
      await screen('team view', async () => {
        await session.page.goto(`/company-panel/group/${seeded.groupId ?? ''}/team`);
        await shoot(session, 8, 'team-heatmap', {});
      });
    });
    await withSession(browser, viewport, { person: acme.alicia }, async (session) => {
      await screen('company panel tabs', async () => {
        await session.page.goto('/company-panel');
        await shoot(session, 8, 'company-panel', { fullPage: false });
      });
    });
  },

  // 9. The questionnaire: a page mid-way, after switching the interface to Spanish.
  9: async (browser, viewport) => {
    await withSession(browser, viewport, { person: invitees.sam }, async (session) => {
      await screen('questionnaire in Spanish', async () => {
        const { page } = session;
        await page.goto('/diagnostic');
        await settle(page);
        // A consent or resume step may come first: go on as the person does.
        await clickFirstVisible(page, [
          'main button:text-is("Continue")',
          'main button:text-is("Resume")',
          'main a:text-is("Continue")',
        ]);
        await switchLanguage(page, 'Español', 'es');
        await shoot(session, 9, 'questionnaire-es', {});
      });
    });
  },

  // 10. Consistency and words: the webhook secret, the account's tabs, the licence tile.
  10: async (browser, viewport) => {
    await withSession(browser, viewport, { person: acme.alicia }, async (session) => {
      const { page } = session;
      await screen('webhook signing secret', async () => {
        await openPanelTab(page, ['integrations']);
        await page.getByRole('button', { name: 'Add endpoint' }).first().click();
        const dialog = page.getByRole('dialog').first();
        await dialog
          .getByRole('textbox', { name: /Endpoint URL|URL/ })
          .first()
          .fill(
            `https://1.1.1.1/hooks/facet/acme-demo/people-platform/receiver-${viewport.width}-${Date.now()}`,
          );
        await dialog.getByRole('button', { name: 'Add endpoint' }).click();
        await page
          .getByRole('dialog', { name: /secret/i })
          .first()
          .waitFor({ state: 'visible', timeout: 15_000 });
        await shoot(session, 10, 'webhook-secret', { fullPage: false });
      });
      await screen('licence tile', async () => {
        await page.goto('/home');
        await settle(page);
        await shoot(session, 10, 'licence-tile', {
          fullPage: false,
          element:
            'section:has-text("icence"), article:has-text("icence"), div[class]:has(> :text-matches("licen[cs]e", "i")):not(:has(section))',
        });
      });
    });
    await withSession(browser, viewport, { person: acme.erin }, async (session) => {
      await screen('account results tab', async () => {
        await session.page.goto('/account?tab=results');
        await shoot(session, 10, 'account-results', {});
      });
      await screen('account data-rights tab', async () => {
        await session.page.goto('/account?tab=arsulipo');
        await shoot(session, 10, 'account-data-rights', {});
      });
    });
  },
};

/** The ranking against the script's profile: by the address when the page reads it, or chosen. */
async function openRanking(page: Page, seeded: Seeded): Promise<void> {
  await page.goto(
    `/company-panel/ranking${seeded.profileId ? `?profile_id=${seeded.profileId}` : ''}`,
  );
  await settle(page);
  const profileChoice = page
    .getByRole('main')
    .getByRole('button', { name: /Profile/ })
    .first();
  const chosen = (await profileChoice.textContent().catch(() => null)) ?? profileName;
  if (chosen.includes(profileName)) return;
  await profileChoice.click();
  await page.getByRole('option', { name: profileName }).click();
}

// ---------------------------------------------------------------------------------------------

mkdirSync(outDir, { recursive: true });
log(`capturing issue 41 (${suffix}) from ${baseUrl} into ${outDir}`);
const seeded = await seed();
log(`seeded: ${JSON.stringify(seeded)}`);
const browser = await chromium.launch({ executablePath: chromiumPath, args: launchArgs });
try {
  for (const [point, capture] of Object.entries(points)) {
    if (onlyPoints && !onlyPoints.has(Number(point))) continue;
    for (const viewport of viewports) {
      log(`point ${point} at ${viewport.width} px`);
      await capture(browser, viewport, seeded);
    }
  }
} finally {
  await browser.close();
}
log(`${shotCount} screenshots written to ${outDir}`);
if (failures.length > 0) {
  log(`${failures.length} problems:\n  ${failures.join('\n  ')}`);
}
