import { expect, test, type Page } from '@playwright/test';
import { delayScripts, whenInteractive } from '../support/interactive';

/**
 * Analytics may load only after the visitor accepts (spec/product.md §9, DESIGN §8). Whatever
 * analytics becomes, it is a request beyond the product's own pages, assets and API, so the
 * check is: before a choice, and after Reject, the page asks nothing of any other origin and
 * nothing that looks like analytics or error reporting of its own.
 */
const analyticsLike = /analytic|collect|telemetry|sentry|replay|gtag|track/i;

function recordRequests(page: Page, baseUrl: string): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== new URL(baseUrl).origin || analyticsLike.test(url.pathname)) {
      foreign.push(request.url());
    }
  });
  return foreign;
}

test('no analytics request before the visitor answers the banner, nor after Reject', async ({
  page,
  baseURL,
}) => {
  const unwanted = recordRequests(page, baseURL ?? '');
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookies and analytics' });
  await expect(banner).toBeVisible();
  await page.getByRole('link', { name: 'About us' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(unwanted, 'requests before a choice').toEqual([]);

  await banner.getByRole('button', { name: 'Reject analytics' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(unwanted, 'requests after Reject').toEqual([]);
  await expect(page.getByRole('region', { name: 'Cookies and analytics' })).toBeHidden();
});

test('errors are reported only after Accept, to the configured service, without personal data', async ({
  page,
}) => {
  const reports: string[] = [];
  await page.route('https://errors.facet.test/**', async (route) => {
    reports.push(route.request().postData() ?? '');
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  const throwError = (message: string) =>
    page.evaluate((text) => {
      setTimeout(() => {
        throw new Error(text);
      });
    }, message);

  await page.goto('/');
  await whenInteractive(page);
  await throwError('before a choice, for jane.doe@example.com');
  await page.waitForLoadState('networkidle');
  expect(reports).toEqual([]);

  await page.getByRole('button', { name: 'Accept analytics' }).click();
  // Reporting starts once the settings and the SDK have loaded; until then an error goes unseen.
  let attempt = 0;
  await expect
    .poll(async () => {
      attempt += 1;
      await throwError(`after Accept (${attempt}), for jane.doe@example.com`);
      return reports.length;
    })
    .toBeGreaterThan(0);
  const sent = reports.join('\n');
  expect(sent).toMatch(/after Accept \(\d+\), for \[e-mail\]/);
  expect(sent).not.toContain('before a choice');
  expect(sent).not.toContain('jane.doe');
});

test('the banner is on a first visit before the app arrives, and never for someone who has chosen', async ({
  page,
}) => {
  // The app's code arrives late, as on a slow connection; the page is prerendered HTML.
  await delayScripts(page, 1500);
  const banner = page.getByRole('region', { name: 'Cookies and analytics' });
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html[data-interactive]')).toHaveCount(0);
  await expect(banner).toBeVisible();
  await whenInteractive(page);
  await banner.getByRole('button', { name: 'Reject analytics' }).click();
  await expect(banner).toBeHidden();

  let bannerSeen = false;
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  bannerSeen ||= await banner.isVisible();
  await whenInteractive(page);
  bannerSeen ||= await banner.isVisible();
  expect(bannerSeen).toBe(false);
});
