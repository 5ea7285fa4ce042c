import { expect, test } from '@playwright/test';

test('an employee signs in, stays signed in after a reload, and signs out', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('erin@acme.example');
  await page.getByLabel('Password', { exact: true }).fill('FacetDemo1');
  await page.getByRole('button', { name: 'Sign in' }).click();

  const accountMenu = page.getByRole('navigation', { name: 'Account' });
  await expect(accountMenu.getByRole('button', { name: 'Erin Employee' })).toBeVisible();

  await page.reload();
  await expect(accountMenu.getByRole('button', { name: 'Erin Employee' })).toBeVisible();
  // The access token lives in memory only; local storage holds the user record alone.
  const stored = await page.evaluate(() => JSON.stringify(window.localStorage));
  expect(stored).toContain('erin@acme.example');
  expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);

  await accountMenu.getByRole('button', { name: 'Erin Employee' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Account' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Account' })).toHaveCount(0);
});
