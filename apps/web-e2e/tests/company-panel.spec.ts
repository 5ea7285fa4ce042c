import { signInThroughUi } from '../support/sign-in';
import { expect, test } from '../support/tenant';
import { inviteThroughDialog } from '../support/invite';

test('a company admin sees employees, invites someone and cancels the invitation', async ({
  page,
  tenant,
  stamp,
}) => {
  await signInThroughUi(page, tenant.admin);
  await page.goto('/company-panel');
  await expect(page.getByRole('heading', { name: 'Company panel', level: 1 })).toBeVisible();
  await expect(page.getByText(tenant.admin.name).first()).toBeVisible();

  await page.getByRole('tab', { name: 'People' }).click();
  const employees = page.getByRole('grid', { name: 'People of the company' });
  await expect(
    employees.getByRole('row', { name: new RegExp(tenant.employee.name) }),
  ).toBeVisible();
  await expect(employees.getByRole('row', { name: new RegExp(tenant.manager.name) })).toBeVisible();

  const guest = `e2e.${stamp}@example.com`;
  await inviteThroughDialog(page, { email: guest, role: 'Employee' });

  // The invitation just sent shows in the people pipeline, filtered to invitations.
  await expect(page.getByRole('tab', { name: 'People' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=invitations/);
  const row = page
    .getByRole('grid', { name: 'People of the company' })
    .getByRole('row', { name: new RegExp(guest) });
  await expect(row.getByText('Invited')).toBeVisible();

  await row.getByRole('button', { name: `Actions for ${guest}` }).click();
  await page.getByRole('menuitem', { name: 'Cancel invitation' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Cancel the invitation to ${guest}?` });
  await confirm.getByRole('button', { name: 'Cancel invitation' }).click();
  await expect(row.getByText('Cancelled')).toBeVisible();
});
