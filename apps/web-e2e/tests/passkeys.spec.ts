import { expectNoAxeViolations } from '../support/axe';
import { signInThroughUi } from '../support/sign-in';
import { expect, test } from '../support/tenant';

const port = Number(process.env.E2E_PORT ?? 3900);
// A browser refuses an IP address as a passkey's relying party, and the API's public address in
// the journeys is http://localhost:<port> (no PUBLIC_URL: D100's rule): this journey goes there.
test.use({ baseURL: `http://localhost:${port}` });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const) {
  test(`a person adds a passkey on /account and, signed out, signs in with it alone at ${viewport.width} px`, async ({
    page,
    tenant,
  }) => {
    await page.setViewportSize(viewport);
    // Chromium's virtual authenticator stands in for the laptop's: it keeps discoverable
    // credentials and verifies the person (a PIN or a fingerprint) without asking.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    const { employee } = tenant;
    await signInThroughUi(page, employee);
    await page.goto('/account?tab=security');
    await page.getByRole('textbox', { name: /^Name of the new passkey/ }).fill('This laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    // The first factor comes with recovery codes, shown once.
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByText('This laptop', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove This laptop' })).toBeVisible();
    await expectNoAxeViolations(page, `the Security tab's passkeys at ${viewport.width} px`);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);

    // On a phone the account's menu sits in the closed main menu.
    if (viewport.width < 600) await page.getByRole('button', { name: 'Menu' }).click();
    const accountMenu = page.getByRole('navigation', { name: 'Account' });
    await accountMenu.getByRole('button', { name: employee.name }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(accountMenu).toHaveCount(0);

    // No e-mail typed: the browser offers the passkey it holds for this site.
    await page.goto('/login');
    const passkeySignIn = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/api/auth/passkey',
    );
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    expect((await passkeySignIn).status()).toBe(200);
    await expect(page).not.toHaveURL(/\/login$/);
    await page.goto('/account?tab=security');
    await expect(page.getByText(/^Added .+ · Last used /)).toBeVisible();
  });
}
