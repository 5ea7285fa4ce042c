import { signInToBackOffice } from '../support/sign-in';
import { expect, test } from '../support/tenant';

test('a visitor sends a contact request and an admin marks it contacted', async ({
  page,
  browser,
  stamp,
}) => {
  // Two people in two browsers, and a PDF printed on the way: more than one page's worth.
  test.slow();
  const email = `vera.${stamp}@visitor.example`;
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Vera Visitor');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('combobox', { name: 'Prefix' }).fill('+34');
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Phone' }).fill('600123456');
  await page.getByRole('textbox', { name: 'Message' }).fill('We would like a demo for our team.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(/we have received your request/)).toBeVisible();

  // The admin works in a browser of their own: the visitor has no session to share.
  const admin = await (await browser.newContext()).newPage();
  await signInToBackOffice(admin);
  await admin.getByRole('tab', { name: 'Contacts' }).click();
  await admin.getByRole('searchbox', { name: 'Search contact requests' }).fill(email);
  const table = admin.getByRole('grid', { name: 'Contact requests' });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row.getByRole('gridcell', { name: 'Sent' })).toBeVisible();
  await row.getByRole('link', { name: 'Open request from Vera Visitor' }).click();
  await expect(admin).toHaveURL(/\/admin\/contact\/\d+$/);
  await expect(admin.getByRole('heading', { name: 'Contact request', level: 1 })).toBeVisible();
  await expect(admin.getByText('We would like a demo for our team.')).toBeVisible();

  await admin.getByRole('button', { name: /Change status/ }).click();
  await admin.getByRole('option', { name: 'Contacted' }).click();
  await expect(admin.getByRole('button', { name: /Change status/ })).toHaveText('Contacted');
  await admin.reload();
  await expect(admin.getByRole('definition').getByText('Contacted')).toBeVisible();

  await admin.getByRole('link', { name: 'Back to the dashboard' }).click();
  await admin.getByRole('searchbox', { name: 'Search contact requests' }).fill(email);
  await expect(
    admin
      .getByRole('grid', { name: 'Contact requests' })
      .getByRole('row')
      .filter({ hasText: email })
      .getByRole('gridcell', { name: 'Contacted' }),
  ).toBeVisible();
  await admin.context().close();
});
