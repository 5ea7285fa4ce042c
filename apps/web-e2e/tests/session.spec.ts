import { signInThroughUi } from '../support/sign-in';
import { expect, test } from '../support/tenant';

test('an employee signs in, stays signed in after a reload, and signs out', async ({
  page,
  tenant,
}) => {
  const erin = tenant.employee;
  await signInThroughUi(page, erin);
  const accountMenu = page.getByRole('navigation', { name: 'Account' });
  await expect(accountMenu.getByRole('button', { name: erin.name })).toBeVisible();

  await page.reload();
  await expect(accountMenu.getByRole('button', { name: erin.name })).toBeVisible();
  // The access token lives in memory only; local storage holds the user record alone.
  const stored = await page.evaluate(() => JSON.stringify(window.localStorage));
  expect(stored).toContain(erin.email);
  expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);

  await accountMenu.getByRole('button', { name: erin.name }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Account' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Account' })).toHaveCount(0);
});
