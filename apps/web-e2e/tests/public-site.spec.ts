import { expect, test } from '@playwright/test';
import { whenInteractive } from '../support/interactive';

test('a visitor reads the site in Spanish, in the dark theme, and answers the cookie banner once', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Know the people you work with' }),
  ).toBeVisible();
  await whenInteractive(page);

  const topBar = page.getByRole('banner');
  await topBar.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Conoce a las personas con las que trabajas' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await topBar.getByRole('button', { name: /Tema/ }).click();
  await page.getByRole('menuitemradio', { name: 'Oscuro' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  const banner = page.getByRole('region', { name: 'Cookies y analítica' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Aceptar analítica' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('cookieConsent'))).toBe(
    '{"analytics":true}',
  );

  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Conoce a las personas con las que trabajas' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('region', { name: 'Cookies y analítica' })).toBeHidden();

  await page
    .getByRole('navigation', { name: 'Legal y empresa' })
    .getByRole('link', { name: 'Quiénes somos' })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeVisible();
  await expect(page.getByText('12.500 casos')).toBeVisible();

  await page.getByRole('link', { name: 'Política de privacidad' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Política de privacidad' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'formulario de derechos' })).toHaveAttribute(
    'href',
    '/arsulipo',
  );

  await page.goto('/no-such-page');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Esta página no existe' }),
  ).toBeVisible();
});

test('rejecting analytics is remembered as an object, and the mobile menu holds the same items', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await whenInteractive(page);
  await page.getByRole('button', { name: 'Reject analytics' }).click();
  expect(await page.evaluate(() => window.localStorage.getItem('cookieConsent'))).toBe(
    '{"analytics":false}',
  );

  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await menu.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'Português' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Conheça as pessoas com quem você trabalha' }),
  ).toBeVisible();
});
