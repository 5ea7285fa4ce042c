import { expect, test, type Page } from '@playwright/test';
import { latestResultOf, signInThroughApi } from '../support/assessment';
import { withRunDatabase } from '../support/run-database';

/**
 * A person's name holding HTML and script (issue #13) is shown as text wherever it appears: the
 * company's employee list, the employee's page and the manager's view of their report. The API
 * refuses such a name, so the spec writes it straight into this run's database, as an old or
 * imported record could hold it.
 */
const hostileName = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
const password = 'FacetDemo1';
/** The seeded people who get the name for a while; later journeys greet them by these names. */
const seededNames: Record<string, string> = {
  'carla@acme.example': 'Carla Candidate',
  'erin@acme.example': 'Erin Employee',
};

/** Nothing of the name ran: no flag set, no dialog, no image element made from it. */
async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
}

test('a name holding HTML and script is shown as text, never run', async ({ page, request }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  const carla = await signInThroughApi(request, 'carla@acme.example');
  const refused = await request.patch('/api/user/update-profile', {
    headers: { authorization: `Bearer ${carla}` },
    data: { name: hostileName },
  });
  expect(refused.status()).toBe(400);

  const resultId = await latestResultOf(
    request,
    await signInThroughApi(request, 'erin@acme.example'),
  );
  await withRunDatabase((client) =>
    client.query('update users set name = $1 where email = any($2)', [
      hostileName,
      Object.keys(seededNames),
    ]),
  );
  try {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('alicia@acme.example');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();

    await page.goto('/company-panel');
    await page.getByRole('tab', { name: 'Employees' }).click();
    const employees = page.getByRole('grid', { name: 'Employees' });
    await expect(employees.getByText(hostileName, { exact: true }).first()).toBeVisible();
    await expectInert(page);

    await page.goto('/company-panel/employee/carla@acme.example');
    await expect(page.getByText(hostileName).first()).toBeVisible();
    await expectInert(page);

    await page.goto(`/company-panel/employee/erin@acme.example/result/${resultId}`);
    await expect(page.getByText(hostileName).first()).toBeVisible();
    await expectInert(page);
  } finally {
    await withRunDatabase(async (client) => {
      for (const [email, name] of Object.entries(seededNames)) {
        await client.query('update users set name = $1 where email = $2', [name, email]);
      }
    });
  }

  expect(dialogs).toEqual([]);
});
