import { expect, test, type Page } from '@playwright/test';

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
