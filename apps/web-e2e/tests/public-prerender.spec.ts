import { expect, test } from '@playwright/test';
import { delayScripts, whenInteractive } from '../support/interactive';

/**
 * The public pages arrive as HTML rendered at build time, in the visitor's language, so they are
 * drawn and readable before, and without, any of the app's code (docs/decisions.md).
 */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'es-ES' });

  test('the landing, about and legal pages are whole, in the browser language or the one asked for', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Conoce a las personas con las que trabajas' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).not.toHaveCount(0);
    await page.getByRole('banner').getByRole('link', { name: 'Quiénes somos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeVisible();

    await page.goto('/privacy-policy?lang=pt');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Política de privacidade' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  });
});

test('hydrating the prerendered landing keeps its markup and brings the browser-only parts', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|react/i.test(message.text())) {
      errors.push(message.text());
    }
  });
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1, name: 'Know the people you work with' });
  const prerenderedHeading = await heading.elementHandle();
  await whenInteractive(page);
  await expect(page.getByRole('region', { name: 'Cookies and analytics' })).toBeVisible();
  expect(await heading.evaluate((element, before) => element === before, prerenderedHeading)).toBe(
    true,
  );
  expect(errors).toEqual([]);
});

test('a visitor who scrolls down before the landing hydrates stays where they are, and the footer link they click works', async ({
  page,
}) => {
  // The app's code arrives late, as on a slow connection, so the visitor is already down the page.
  await delayScripts(page, 1000);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(0);
  await whenInteractive(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);

  await page
    .getByRole('navigation', { name: 'Legal and company' })
    .getByRole('link', { name: 'About us' })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
});
