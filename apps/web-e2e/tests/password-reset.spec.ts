import { whenInteractive } from '../support/interactive';
import { linkPathMailedTo } from '../support/outbox';
import { signInThroughUi } from '../support/sign-in';
import { expect, test } from '../support/tenant';

const newPassword = 'Resetting4Carla';

test('a person who forgot their password follows the mailed link, sets a new one and signs in with it', async ({
  page,
  tenant,
}) => {
  const { email, name } = tenant.candidate;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await whenInteractive(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(
    page.getByText('If an account uses this address, a link is on its way.'),
  ).toBeVisible();

  // The link is written after the answer (no timing oracle): wait for it in the outbox.
  const pathname = await linkPathMailedTo(page.request, email, '/set-password/', {
    timeout: 15_000,
  });
  expect(pathname).toMatch(/^\/set-password\/[^/]+$/);
  await page.goto(pathname);
  await expect(
    page.getByRole('heading', { name: 'Choose a new password', level: 1 }),
  ).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm the new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(
    page.getByText('Your new password is set. You can sign in with it now.'),
  ).toBeVisible();

  // The link is single use.
  await page.goto(pathname);
  await page.getByLabel('New password', { exact: true }).fill('Another4Password');
  await page.getByLabel('Confirm the new password').fill('Another4Password');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('This link has expired or has already been used.')).toBeVisible();

  await signInThroughUi(page, { email, password: newPassword });
  const accountMenu = page.getByRole('navigation', { name: 'Account' });
  await expect(accountMenu.getByRole('button', { name })).toBeVisible();
});
