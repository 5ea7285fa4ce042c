import { expect, test } from '@playwright/test';

test('a visitor sends the contact form', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Vera Visitor');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(`vera.${Date.now()}@visitor.example`);
  await page.getByRole('combobox', { name: 'Prefix' }).fill('+34');
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Phone' }).fill('600123456');
  await page.getByRole('textbox', { name: 'Message' }).fill('We would like a demo for our team.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(/we have received your request/)).toBeVisible();
});

test('a user files an access request and sees it in the list', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /e-mail/i }).fill('erin@acme.example');
  await page
    .getByLabel(/password/i)
    .first()
    .fill('FacetDemo1');
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));

  await page.goto('/arsulipo');
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Erin Employee');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('erin@acme.example');
  await page.getByRole('button', { name: /Right/ }).click();
  await page.getByRole('option', { name: 'Access' }).click();
  await page.getByRole('textbox', { name: 'Details' }).fill('Please send me all my data.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(/Your request has been received/)).toBeVisible();

  await page.goto('/account?tab=arsulipo');
  const table = page.getByRole('grid', { name: 'Your data-rights requests' });
  await expect(table.getByRole('gridcell', { name: 'Access' }).first()).toBeVisible();
  await expect(table.getByRole('gridcell', { name: 'Sent' }).first()).toBeVisible();
  await table
    .getByRole('link', { name: /Open request/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /Request \d+/, level: 1 })).toBeVisible();
});
