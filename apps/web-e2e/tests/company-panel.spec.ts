import { signInThroughUi } from '../support/sign-in';
import { expect, test } from '../support/tenant';

test('a company admin sees employees, invites someone and cancels the invitation', async ({
  page,
  tenant,
  stamp,
}) => {
  await signInThroughUi(page, tenant.admin);
  await page.goto('/company-panel');
  await expect(page.getByRole('heading', { name: 'Company panel', level: 1 })).toBeVisible();
  await expect(page.getByText(tenant.admin.name).first()).toBeVisible();

  await page.getByRole('tab', { name: 'Employees' }).click();
  const employees = page.getByRole('grid', { name: 'Employees' });
  await expect(
    employees.getByRole('row', { name: new RegExp(tenant.employee.name) }),
  ).toBeVisible();
  await expect(employees.getByRole('row', { name: new RegExp(tenant.manager.name) })).toBeVisible();

  const guest = `e2e.${stamp}@example.com`;
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
