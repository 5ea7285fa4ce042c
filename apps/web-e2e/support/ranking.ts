import { expect, type Page } from '@playwright/test';

/** From the Profiles tab, as a manager does: opens the ranking and ranks against `profileName`. */
export async function rankAgainstProfile(page: Page, profileName: string): Promise<void> {
  await page.getByRole('link', { name: 'Rank people against a profile' }).click();
  await expect(page).toHaveURL(/\/company-panel\/ranking/);
  await page
    .getByRole('main')
    .getByRole('button', { name: /Profile/ })
    .click();
  await page.getByRole('option', { name: profileName }).click();
}
