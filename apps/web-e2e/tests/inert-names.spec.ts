import type { Page } from '@playwright/test';
import { finishCarefully } from '../support/assessment';
import { withRunDatabase } from '../support/run-database';
import { signInThroughApi, signInThroughUi } from '../support/sign-in';
import { expect, test } from '../support/tenant';

/**
 * A person's name holding HTML and script (issue #13) is shown as text wherever it appears: the
 * company's employee list, the employee's page and the manager's view of their report. The API
 * refuses such a name, so the spec writes it straight into this run's database, as an old or
 * imported record could hold it.
 */
const hostileName = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';

/** Nothing of the name ran: no flag set, no dialog, no image element made from it. */
async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
}

test('a name holding HTML and script is shown as text, never run', async ({
  page,
  request,
  tenant,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const { candidate, employee } = tenant;

  const refused = await request.patch('/api/user/update-profile', {
    headers: { authorization: `Bearer ${await signInThroughApi(request, candidate)}` },
    data: { name: hostileName },
  });
  expect(refused.status()).toBe(400);

  const resultId = await finishCarefully(request, employee);
  await withRunDatabase((client) =>
    client.query('update users set name = $1 where email = any($2)', [
      hostileName,
      [candidate.email, employee.email],
    ]),
  );
  await signInThroughUi(page, tenant.admin);

  await page.goto('/company-panel');
  await page.getByRole('tab', { name: 'People' }).click();
  const employees = page.getByRole('grid', { name: 'People of the company' });
  await expect(employees.getByText(hostileName, { exact: true }).first()).toBeVisible();
  await expectInert(page);

  await page.goto(`/company-panel/employee/${candidate.email}`);
  await expect(page.getByText(hostileName).first()).toBeVisible();
  await expectInert(page);

  await page.goto(`/company-panel/employee/${employee.email}/result/${resultId}`);
  await expect(page.getByText(hostileName).first()).toBeVisible();
  await expectInert(page);

  expect(dialogs).toEqual([]);
});
