import { expect, test } from '@playwright/test';
import { whenInteractive } from '../support/interactive';

/**
 * What public-site.spec.ts does not already cover: the theme is applied before the bundle runs
 * (no flash of the wrong theme), "system" follows the browser, and the language chosen in the
 * top bar survives a reload on a page other than the landing.
 */
test('a stored dark theme is on the page before any of the app code runs', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
  // Without the bundle only public/theme.js can set the theme.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await html.evaluate((element) => getComputedStyle(element).colorScheme)).toBe('dark');
});

test('the system theme follows the browser, and the top bar choice overrides it across a reload', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/about');
  await whenInteractive(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');

  const topBar = page.getByRole('banner');
  await topBar.getByRole('button', { name: /Theme/ }).click();
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await topBar.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'Português' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quem somos' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Quem somos' })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'pt');
  await expect(html).toHaveAttribute('data-theme', 'light');
});
