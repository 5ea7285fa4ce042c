import { expect, test } from '@playwright/test';
import { platformAdmin } from '../support/tenant';

test('a platform admin signs in, lands on the dashboard, signs out to the home page like everyone and is kept out', async ({
  page,
}) => {
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(platformAdmin.email);
  await page.getByLabel('Password', { exact: true }).fill(platformAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Back office', level: 1 })).toBeVisible();

  const accountMenu = page.getByRole('navigation', { name: 'Account' });
  await accountMenu.getByRole('button', { name: platformAdmin.name }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('navigation', { name: 'Account' })).toHaveCount(0);
  // One sign-out destination for every session (docs/decisions.md): the public home page.
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);

  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Back office', level: 1 })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Account' })).toHaveCount(0);
});
