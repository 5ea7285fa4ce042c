import { expect, test, type Page } from '@playwright/test';

const password = 'FacetDemo1';

/**
 * Signs in through the login page when the app has one, else through the login call, whose
 * refresh cookie the app then uses to restore the session on its first authorised call.
 */
async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  const emailField = page.getByRole('textbox', { name: /e-mail/i });
  if (await emailField.isVisible().catch(() => false)) {
    await emailField.fill(email);
    await page
      .getByLabel(/password/i)
      .first()
      .fill(password);
    await page.getByRole('button', { name: /sign in|log in/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    return;
  }
  const response = await page.request.post('/api/auth/login', {
    data: { email, password, termsVersion: '1.0.0', privacyVersion: '1.0.0' },
  });
  expect(response.status()).toBe(200);
}

test('a company admin sees employees, invites someone and cancels the invitation', async ({
  page,
}) => {
  await signIn(page, 'alicia@acme.example');
  await page.goto('/company-panel');
  await expect(page.getByRole('heading', { name: 'Company panel', level: 1 })).toBeVisible();
  await expect(page.getByText('Alicia Owner').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Employees' }).click();
  const employees = page.getByRole('grid', { name: 'Employees' });
  await expect(employees.getByRole('row', { name: /Erin Employee/ })).toBeVisible();
  await expect(employees.getByRole('row', { name: /Mario Manager/ })).toBeVisible();

  const guest = `e2e.${Date.now()}@example.com`;
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite someone' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(guest);
  await dialog.getByRole('button', { name: /Role/ }).click();
  await page.getByRole('option', { name: 'Employee' }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('tab', { name: 'Invitations' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const row = page
    .getByRole('grid', { name: 'Invitations' })
    .getByRole('row', { name: new RegExp(guest) });
  await expect(row.getByText('Pending')).toBeVisible();

  await row.getByRole('button', { name: `Cancel invitation to ${guest}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Cancel the invitation to ${guest}?` });
  await confirm.getByRole('button', { name: 'Cancel invitation' }).click();
  await expect(row.getByText('Cancelled')).toBeVisible();
});
