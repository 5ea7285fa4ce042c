import type { Locator } from '@playwright/test';
import { signInThroughUi } from '../support/sign-in';
import { expect, test } from '../support/tenant';

/** Whether `inner` lies within `outer` horizontally, to the pixel. */
async function expectInsideHorizontally(inner: Locator, outer: Locator) {
  const innerBox = (await inner.boundingBox())!;
  const outerBox = (await outer.boundingBox())!;
  expect(innerBox.x).toBeGreaterThanOrEqual(outerBox.x);
  expect(innerBox.x + innerBox.width).toBeLessThanOrEqual(outerBox.x + outerBox.width + 0.5);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px a refused address names its cause and the secret stays in its dialog`, async ({
    page,
    tenant,
  }) => {
    await page.setViewportSize(viewport);
    await signInThroughUi(page, tenant.admin);
    await page.goto('/company-panel?tab=integrations');
    await page.getByRole('button', { name: 'Add endpoint' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
    const url = dialog.getByRole('textbox', { name: /Endpoint URL/ });
    const add = dialog.getByRole('button', { name: 'Add endpoint' });

    // No name under .invalid resolves anywhere: the server's reason, not the https sentence.
    await url.fill('https://no-such-host.invalid/hooks');
    await add.click();
    await expect(dialog.getByText(/could not find this host/)).toBeVisible();
    await expect(dialog.getByText(/must start with https:\/\/ and its host/)).toHaveCount(0);

    await url.fill('https://10.0.0.8/hooks');
    await add.click();
    await expect(dialog.getByText(/private, local or reserved network/)).toBeVisible();

    // A public address written as an IP needs no DNS; its secret has no place to break.
    await url.fill('https://93.184.216.34/facet-hooks');
    await add.click();
    const secretDialog = page.getByRole('dialog', { name: 'Your signing secret' });
    const secret = secretDialog.getByTestId('webhook-secret');
    await expect(secret).toHaveText(/^whsec_/);
    await expectInsideHorizontally(secret, secretDialog);
    await expectInsideHorizontally(
      secretDialog.getByRole('button', { name: 'Copy secret' }),
      secretDialog,
    );
  });
}
