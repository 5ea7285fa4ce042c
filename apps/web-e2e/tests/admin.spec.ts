import { expect, test } from '@playwright/test';

test('a platform admin signs in, opens the companies and adds 5 licences to Acme Demo', async ({
  page,
}) => {
  await page.goto('/admin');
  await page.getByRole('textbox', { name: /e-mail/i }).fill('admin@facet.example');
  await page
    .getByLabel(/password/i)
    .first()
    .fill('FacetDemo1');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL('**/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Back office', level: 1 })).toBeVisible();

  await page.getByRole('tab', { name: 'Companies' }).click();
  const companies = page.getByRole('grid', { name: 'Companies' });
  const acme = companies.getByRole('row', { name: /Acme Demo/ });
  await expect(acme).toBeVisible();
  // Cells after the row header: e-mail, administrator, employees, licences, actions.
  const before = Number((await acme.getByRole('gridcell').nth(3).innerText()).replace(/\D/g, ''));

  await acme.getByRole('button', { name: 'Licences of Acme Demo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Licences of Acme Demo' });
  await dialog.getByRole('textbox', { name: 'Number of licences' }).fill('5');
  await dialog.getByRole('button', { name: 'Add licences' }).click();
  await expect(dialog).toBeHidden();

  await expect(acme.getByRole('gridcell').nth(3)).toHaveText(
    new Intl.NumberFormat('en').format(before + 5),
  );
});
