import { delayScripts } from '../support/interactive';
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

test('the login page is drawn before the app arrives, takes no input until then, and signs in once it has', async ({
  page,
  tenant,
}) => {
  // The app's code arrives late, as on a slow connection; the page itself is prerendered HTML.
  await delayScripts(page, 1500);
  const pageAddresses: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) pageAddresses.push(request.url());
  });
  await page.goto('/login?lang=es', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  // Typed text would not reach the form's state, and a press would send it natively.
  await expect(page.getByLabel('Correo electrónico')).not.toBeEditable();
  await expect(page.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeDisabled();

  await page.getByLabel('Correo electrónico').fill(tenant.employee.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(tenant.employee.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(pageAddresses.filter((address) => address.includes('password'))).toEqual([]);
});
