import type { Page } from '@playwright/test';

/**
 * A public page arrives prerendered and its controls answer once the app has hydrated it, which
 * main.tsx starts when the browser is idle after load; `<html data-interactive>` marks that.
 * Links work before, being plain links, so only a journey that uses a control waits.
 */
export async function whenInteractive(page: Page): Promise<void> {
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}

/**
 * Makes every script of the page arrive `delay` ms late, as on a slow connection, so a journey
 * can act on a prerendered page before the app has hydrated it.
 */
export async function delayScripts(page: Page, delay: number): Promise<void> {
  await page.route('**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delay));
    await route.continue();
  });
}
