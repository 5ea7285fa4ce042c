import { expect, test } from '@playwright/test';
import { signInToBackOffice } from '../support/sign-in';
import { platformAdmin } from '../support/tenant';

test('a platform admin signs in, lands on the dashboard, signs out to the home page like everyone and is kept out', async ({
  page,
}) => {
  await signInToBackOffice(page);
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
