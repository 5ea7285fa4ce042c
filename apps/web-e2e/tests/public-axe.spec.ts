import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { whenInteractive } from '../support/interactive';

/** axe on every public page, in the light and the dark theme, with the cookie banner showing. */
const publicPaths = [
  '/',
  '/about',
  '/privacy-policy',
  '/terms-of-use',
  '/clinical-disclaimer',
  '/legal-notice',
  '/cookies-policy',
  '/quality-policy',
  '/accessibility',
  '/contact',
  '/login',
  '/no-such-page',
];

for (const theme of ['light', 'dark'] as const) {
  for (const path of publicPaths) {
    test(`${path} has no axe violations in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((chosen) => window.localStorage.setItem('theme', chosen), theme);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await whenInteractive(page);
      await expect(page.getByRole('region', { name: 'Cookies and analytics' })).toBeVisible();
      await expectNoAxeViolations(page, `${path} (${theme})`);
    });
  }
}

test('the open mobile menu has no axe violations at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await whenInteractive(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('button', { name: /Language/ })).toBeVisible();
  await expectNoAxeViolations(page, 'the mobile menu');
});
