import { expect, test, type Page } from '@playwright/test';

const password = 'FacetDemo1';

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /e-mail/i }).fill(email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(password);
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

test('a company admin creates a profile with two ranges, a group with it, and adds Erin', async ({
  page,
}) => {
  await signIn(page, 'alicia@acme.example');
  const profileName = `Sales lead ${Date.now()}`;
  const groupName = `Sales team ${Date.now()}`;

  await page.goto('/company-panel?tab=profiles');
  await page.getByRole('link', { name: 'Create profile' }).click();
  await expect(page.getByRole('heading', { name: 'Create profile', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill(profileName);
  const setRange = async (scale: string, min: string, max: string) => {
    const row = page.getByRole('group', { name: new RegExp(`^${scale}`) }).first();
    await row.getByRole('textbox').nth(0).fill(min);
    await row.getByRole('textbox').nth(1).fill(max);
  };
  await setRange('Extraversion', '100', '170');
  await setRange('Anxiety', '4', '14');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: `Profile ${profileName}` })).toBeVisible();
  await expect(page).toHaveURL(/\/company-panel\/profile\/\d+$/);

  await page.goto('/company-panel?tab=groups');
  await page.getByRole('textbox', { name: 'Group name' }).fill(groupName);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('option', { name: profileName }).click();
  await page.getByRole('button', { name: 'Create group' }).click();
  const groups = page.getByRole('grid', { name: 'Groups of the company' });
  await expect(groups.getByRole('row', { name: new RegExp(groupName) })).toBeVisible();
  await groups.getByRole('link', { name: `View ${groupName}` }).click();

  await expect(page.getByText(`Assigned profile: ${profileName}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Employee e-mail' }).fill('erin@acme.example');
  await page.getByRole('button', { name: 'Add member' }).click();
  const members = page.getByRole('grid', { name: 'Members of the group' });
  await expect(members.getByRole('row', { name: /Erin Employee/ })).toBeVisible();
});
