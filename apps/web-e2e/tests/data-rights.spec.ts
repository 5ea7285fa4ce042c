import type { Browser, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { signInThroughUi, signInToBackOffice } from '../support/sign-in';
import { expect, test, type Person } from '../support/tenant';

/** The platform admin, in a browser context of their own (another person, another browser). */
async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInToBackOffice(page);
  return page;
}

async function fileRequest(
  page: Page,
  person: Person,
  right: string,
  details: string,
): Promise<void> {
  await page.goto('/arsulipo');
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(person.name);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(person.email);
  await page.getByRole('button', { name: /Right/ }).click();
  await page.getByRole('option', { name: right }).click();
  await page.getByRole('textbox', { name: 'Details' }).fill(details);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(/Your request has been received/)).toBeVisible();
}

test('a user files an access request and sees it in the list', async ({ page, tenant }) => {
  await signInThroughUi(page, tenant.employee);
  await fileRequest(page, tenant.employee, 'Access', 'Please send me all my data.');

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

test('an admin answers an access request in the chat and resolves it; the user downloads the PDF', async ({
  page,
  browser,
  tenant,
}) => {
  // Two people in two browsers, and a PDF printed on the way: more than one page's worth.
  test.slow();
  const erin = tenant.employee;
  await signInThroughUi(page, erin);
  await fileRequest(page, erin, 'Access', 'I would like a copy of everything you hold about me.');
  await page.getByRole('link', { name: 'See your request' }).click();
  await expect(page).toHaveURL(/\/account\/arsulipo\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { name: /Request \d+/, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open your data document' })).toHaveCount(0);

  const admin = await adminPage(browser);
  await admin.goto(`/admin/arsulipo/${id}`);
  await expect(admin.getByRole('heading', { name: /Request \d+/, level: 1 })).toBeVisible();
  await expect(
    admin.getByText('I would like a copy of everything you hold about me.'),
  ).toBeVisible();
  const reply = 'Hello Erin, we are preparing your document now.';
  await admin.getByRole('textbox', { name: 'Your message' }).fill(reply);
  await admin.getByRole('button', { name: 'Send message' }).click();
  const adminThread = admin.getByRole('list', { name: 'Messages' });
  await expect(adminThread.getByText(reply)).toBeVisible();
  await admin.getByRole('button', { name: 'Resolve' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create the access document' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('link', { name: 'Open document' })).toBeVisible();
  await admin.context().close();

  await page.reload();
  const thread = page.getByRole('list', { name: 'Messages' });
  await expect(thread.getByText(reply)).toBeVisible();
  await expect(thread.getByText(/Facet team/)).toBeVisible();
  await page.getByRole('button', { name: 'Open your data document' }).click();
  const link = page.getByRole('link', { name: 'Open document' });
  await expect(link).toBeVisible();
  const download = await page.request.get((await link.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect(download.headers()['content-disposition']).toMatch(/^attachment;/);
  const pdf = await download.body();
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: true,
  });
  const content = text.replace(/\s+/g, ' ');
  expect(content).toContain('Your personal data held by Facet');
  expect(content).toContain(erin.name);
  expect(content).toContain(erin.email);
  expect(content).toContain(reply);
});
