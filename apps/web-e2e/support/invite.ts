import { expect, type Page } from '@playwright/test';

const assignLicenceLabel = 'Assign an assessment licence to each person';

/**
 * Invites `email` as `role` from the company panel's Invite dialog, as an admin does, and waits
 * for the dialog to close. The licence is assigned by default; `assignLicence: false` unticks it.
 */
export async function inviteThroughDialog(
  page: Page,
  {
    email,
    role,
    assignLicence = true,
  }: { email: string; role: 'Employee' | 'Candidate' | 'Manager'; assignLicence?: boolean },
): Promise<void> {
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite someone' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('button', { name: /Role/ }).click();
  await page.getByRole('option', { name: role }).click();
  const licence = dialog.getByRole('checkbox', { name: assignLicenceLabel });
  await expect(licence).toBeChecked();
  if (!assignLicence) {
    // The checkbox's input is visually hidden; a person clicks its label.
    await dialog.getByText(assignLicenceLabel).click();
    await expect(licence).not.toBeChecked();
  }
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
}
