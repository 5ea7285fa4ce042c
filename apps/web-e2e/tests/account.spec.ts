import type { Page } from '@playwright/test';
import { signInThroughUi } from '../support/sign-in';
import { expect, test } from '../support/tenant';

async function rename(page: Page, name: string) {
  await page.getByRole('button', { name: 'Edit name' }).click();
  const field = page.getByRole('textbox', { name: 'Name' });
  await field.fill(name);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(field).toHaveCount(0);
}

test('an employee renames themself and sees the new name in the card and the top bar', async ({
  page,
  tenant,
}) => {
  await signInThroughUi(page, tenant.employee);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expect(page.getByText(tenant.company.name)).toBeVisible();

  // Results and Account are two pages: the person's results, and the profile.
  const areas = page.getByRole('navigation', { name: 'Your areas' });
  await areas.getByRole('link', { name: 'Results' }).click();
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByRole('heading', { name: 'Your results', level: 1 })).toBeVisible();
  await expect(page.getByText('No results yet')).toBeVisible();
  await areas.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();

  // A name with digits is refused in the form, before any call.
  await page.getByRole('button', { name: 'Edit name' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Erin 2');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/no digits or special characters/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await rename(page, 'Erin Núñez-Smith');
  await expect(page.getByRole('main').getByText('Erin Núñez-Smith', { exact: true })).toBeVisible();
  const accountMenu = page.getByRole('navigation', { name: 'Account' });
  await expect(accountMenu.getByRole('button', { name: 'Erin Núñez-Smith' })).toBeVisible();

  await page.reload();
  await expect(accountMenu.getByRole('button', { name: 'Erin Núñez-Smith' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Erin Núñez-Smith', { exact: true })).toBeVisible();

  // One rule for a form's buttons: their own width on a wide screen, the whole width on a phone.
  const savePassword = page.getByRole('button', { name: 'Save password' });
  const formActions = savePassword.locator('..');
  const widthOf = async (element: typeof savePassword) => (await element.boundingBox())!.width;
  expect(await widthOf(savePassword)).toBeLessThan((await widthOf(formActions)) / 2);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(Math.round(await widthOf(savePassword))).toBe(Math.round(await widthOf(formActions)));
  await page.setViewportSize({ width: 1280, height: 800 });

  // The tab is part of the address, so a link can open it.
  await page.getByRole('tab', { name: 'Data-rights requests' }).click();
  await expect(page).toHaveURL(/\/account\?tab=arsulipo$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Data-rights requests' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('an employee renames themself, leaves the company, and the manager no longer lists them', async ({
  page,
  tenant,
}) => {
  await signInThroughUi(page, tenant.colleague);
  await page.goto('/account');
  await rename(page, 'João Silva');
  await page.reload();
  const accountMenu = page.getByRole('navigation', { name: 'Account' });
  await expect(accountMenu.getByRole('button', { name: 'João Silva' })).toBeVisible();

  await page.getByRole('button', { name: 'Leave company' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Leave ${tenant.company.name}?` });
  await dialog.getByRole('button', { name: 'Leave company' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('No company')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave company' })).toHaveCount(0);

  await accountMenu.getByRole('button', { name: 'João Silva' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(accountMenu).toHaveCount(0);
  await signInThroughUi(page, tenant.manager);
  await page.goto('/company-panel?tab=employees');
  const employees = page.getByRole('grid', { name: 'People of the company' });
  await expect(
    employees.getByRole('row', { name: new RegExp(tenant.employee.name) }),
  ).toBeVisible();
  await expect(
    employees.getByRole('row', { name: new RegExp(`João Silva|${tenant.colleague.name}`) }),
  ).toHaveCount(0);
});
