import type { APIRequestContext, Page } from '@playwright/test';
import { finishCarefully } from '../support/assessment';
import { signInThroughApi, signInThroughUi, signInToBackOffice } from '../support/sign-in';
import { expect, test, type Tenant } from '../support/tenant';

/**
 * The product as a phone and a desktop show it (issue #25): no page of any role scrolls
 * sideways, each role lands on its own home, every page names itself in a title of its own, the
 * result chart's bars are as long as the percentile they print, and no public page logs an error.
 */
const viewports = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

const publicPages = [
  '/',
  '/about',
  '/contact',
  '/login',
  '/forgot-password',
  '/admin',
  '/privacy-policy',
  '/terms-of-use',
  '/clinical-disclaimer',
  '/legal-notice',
  '/cookies-policy',
  '/quality-policy',
  '/accessibility',
  '/status',
  '/no-such-page',
];

interface Seeded {
  resultId: number;
  profileId: number;
  groupId: number;
}

/** Erin's finished assessment, a profile and a group holding her, through the product's API. */
async function seedCompanyWork(request: APIRequestContext, tenant: Tenant): Promise<Seeded> {
  const resultId = await finishCarefully(request, tenant.employee);
  const headers = { authorization: `Bearer ${await signInThroughApi(request, tenant.admin)}` };
  const profile = await request.post('/api/profiles/create-profile?role=manager', {
    headers,
    data: {
      name: 'Sales lead',
      min_extraversion: 100,
      max_extraversion: 170,
      min_anxiety: 4,
      max_anxiety: 20,
    },
  });
  expect(profile.status()).toBe(201);
  const profileId = ((await profile.json()) as { profile: { profile_id: number } }).profile
    .profile_id;
  const group = await request.post('/api/groups/create-group?role=manager', {
    headers,
    data: { name: 'Sales team', profile_id: profileId },
  });
  expect(group.status()).toBe(201);
  const groupId = ((await group.json()) as { group: { group_id: number } }).group.group_id;
  const member = await request.patch('/api/groups/add-member?role=manager', {
    headers,
    data: { group_id: groupId, email: tenant.employee.email },
  });
  expect(member.status()).toBe(200);
  return { resultId, profileId, groupId };
}

/** Opens a page, waits until it has settled and answers its title; fails softly on overflow. */
async function visit(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1').first(), `${path} shows its heading`).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect
    .soft(scrollWidth, `${path} at ${clientWidth} px scrolls sideways`)
    .toBeLessThanOrEqual(clientWidth);
  return page.title();
}

/** Forgets whoever was signed in, so the next sign-in starts from a visitor. */
async function forgetSession(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
}

/** Fails softly when two different pages share a title. */
function expectDistinctTitles(titles: Map<string, string>): void {
  const pagesByTitle = new Map<string, string[]>();
  for (const [path, title] of titles) {
    pagesByTitle.set(title, [...(pagesByTitle.get(title) ?? []), path]);
  }
  for (const [title, paths] of pagesByTitle) {
    expect.soft(paths, `pages titled "${title}"`).toHaveLength(1);
  }
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('public pages fit the screen, name themselves and log no error', async ({ page }) => {
      test.setTimeout(120_000);
      const problems: string[] = [];
      page.on('console', (message) => {
        // The not-found page is answered with HTTP 404 on purpose; Chromium logs that status.
        const isNotFoundStatus =
          new URL(page.url()).pathname === '/no-such-page' &&
          message.text().includes('status of 404');
        if (message.type() === 'error' && !isNotFoundStatus) {
          problems.push(`${page.url()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      const titles = new Map<string, string>();
      for (const path of publicPages) titles.set(path, await visit(page, path));
      expectDistinctTitles(titles);
      expect(problems).toEqual([]);
    });

    test('every signed-in page of every role fits the screen and has a title of its own', async ({
      page,
      request,
      tenant,
    }) => {
      test.setTimeout(180_000);
      const { resultId, profileId, groupId } = await seedCompanyWork(request, tenant);
      const erin = encodeURIComponent(tenant.employee.email);
      const titles = new Map<string, string>();

      await signInThroughUi(page, tenant.employee);
      for (const path of [
        '/home',
        '/diagnostic',
        '/account',
        '/results',
        `/results/${resultId}`,
        '/arsulipo',
      ]) {
        titles.set(path, await visit(page, path));
      }
      await visit(page, '/account?tab=result-reads');

      await forgetSession(page);
      await signInThroughUi(page, tenant.admin);
      for (const path of [
        '/company-panel',
        `/company-panel/employee/${erin}`,
        `/company-panel/employee/${erin}/result/${resultId}`,
        `/company-panel/group/${groupId}`,
        `/company-panel/profile/create`,
        `/company-panel/profile/${profileId}`,
      ]) {
        titles.set(path, await visit(page, path));
      }
      titles.set(
        `/company-panel/group/${groupId}/team`,
        await visit(page, `/company-panel/group/${groupId}/team`),
      );
      await visit(page, '/home');
      for (const tab of [
        'employees',
        'invitations',
        'reminders',
        'profiles',
        'groups',
        'team',
        'audit-trail',
        'integrations',
      ]) {
        await visit(page, `/company-panel?tab=${tab}`);
      }

      await forgetSession(page);
      await signInToBackOffice(page);
      const company = `/admin/dashboard/company/${tenant.company.id}`;
      for (const path of [
        '/admin/dashboard',
        company,
        `${company}/employee/${erin}`,
        `${company}/employee/${erin}/result/${resultId}`,
        `${company}/group/${groupId}`,
        `${company}/profile/${profileId}`,
      ]) {
        titles.set(path, await visit(page, path));
      }
      expectDistinctTitles(titles);
    });
  });
}

test('each role lands on its home after signing in', async ({ page, tenant }) => {
  await signInThroughUi(page, tenant.employee);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /start|continue/i }).first()).toBeVisible();

  await forgetSession(page);
  await signInThroughUi(page, tenant.candidate);
  await expect(page).toHaveURL(/\/home$/);

  for (const person of [tenant.manager, tenant.admin]) {
    await forgetSession(page);
    await signInThroughUi(page, person);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: /^licen/i })).toBeVisible();
  }

  await forgetSession(page);
  await signInToBackOffice(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('each bar of the result is as long as the percentile it prints', async ({
  page,
  request,
  tenant,
}) => {
  const resultId = await finishCarefully(request, tenant.employee);
  await signInThroughUi(page, tenant.employee);
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await page.goto(`/results/${resultId}`);
    const rows = page.locator('[data-testid="score-row"][data-percentile]');
    await expect(rows.first()).toBeVisible();
    const measured = await rows.evaluateAll((elements) => {
      const charts: Element[] = [];
      return elements.map((row) => {
        const chart = row.closest('figure, section') ?? document.body;
        if (!charts.includes(chart)) charts.push(chart);
        const track = row
          .querySelector('[data-testid="percentile-track"]')!
          .getBoundingClientRect();
        const fill = row.querySelector('[data-testid="percentile-fill"]')!.getBoundingClientRect();
        const percentile = Number(row.getAttribute('data-percentile'));
        const printed = row.textContent ?? '';
        return {
          scale: row.getAttribute('data-scale'),
          expected: (track.width * percentile) / 100,
          drawn: fill.width,
          printsPercentile: printed.includes(String(percentile)),
          trackWidth: track.width,
          chart: charts.indexOf(chart),
        };
      });
    });
    // Domains, facets and PEN: 38 scales, each drawn once at least.
    expect(measured.length).toBeGreaterThanOrEqual(38);
    for (const row of measured) {
      expect.soft(Math.abs(row.drawn - row.expected), `${row.scale} bar`).toBeLessThanOrEqual(1);
      expect.soft(row.printsPercentile, `${row.scale} prints its percentile`).toBe(true);
    }
    // Within a chart (the overview, a domain's section, the PEN scales) every track has one
    // width, so bars compare across rows.
    for (const chart of new Set(measured.map((row) => row.chart))) {
      const widths = measured
        .filter((row) => row.chart === chart)
        .map((row) => Math.round(row.trackWidth));
      expect(new Set(widths).size, `track widths of chart ${chart}`).toBe(1);
    }
  }
});
