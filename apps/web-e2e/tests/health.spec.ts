import { expect, test } from '@playwright/test';
import { whenInteractive } from '../support/interactive';

test('a visitor opens the app and sees that the service is healthy', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A full run once saw the click land while the landing hydrated and go nowhere, twice.
  await whenInteractive(page);
  await page.getByRole('link', { name: 'System status' }).click();
  await expect(page).toHaveURL(/\/status$/);
  await expect(page.getByTestId('api-status')).toHaveText('Operational');
  await expect(page.getByTestId('database-status')).toHaveText('Operational');
});

test('an unknown address shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
