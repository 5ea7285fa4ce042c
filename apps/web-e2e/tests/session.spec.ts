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

test('the login page loads none of the signed-in areas, which arrive once the person is in', async ({
  page,
  tenant,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const signedInAreas = /\/signed-in-areas-[\w-]+\.js$/;
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => signedInAreas.test(path))).toEqual([]);

  await signInThroughUi(page, tenant.employee);
  expect(scripts.filter((path) => signedInAreas.test(path))).toHaveLength(1);
});
