import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { signInThroughApi } from '../support/sign-in';
import { expect, test } from '../support/tenant';

const port = Number(process.env.E2E_PORT ?? 3900);
/**
 * The product's public address in the journeys (PUBLIC_URL unset: `http://localhost:<port>`):
 * the redirect URI registered with the provider is there, and the sign-in's cookie must be set
 * on the origin the provider sends the browser back to.
 */
const origin = `http://localhost:${port}`;
const client = { clientId: 'facet-journey', clientSecret: 'facet-journey-client-secret' };

/**
 * A real OpenID provider on 127.0.0.1 with oidc-provider's own development login and consent
 * pages (simple HTML forms): any login signs in, and the login is the person's verified address.
 */
async function startProvider(): Promise<{ issuer: string; close: () => Promise<void> }> {
  const http: Server = createServer();
  await new Promise<void>((ready) => http.listen(0, '127.0.0.1', ready));
  const issuer = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [`${origin}/api/sso/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_context: KoaContextWithOIDC, id: string) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: true, name: 'Nina Single' }),
    }),
  });
  const callback = provider.callback();
  http.on('request', (request, response) => void callback(request, response));
  return {
    issuer,
    close: () =>
      new Promise<void>((closed) => {
        http.closeAllConnections();
        http.close(() => closed());
      }),
  };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const) {
  test(`a company admin sets up single sign-on and an invited person signs in through the provider at ${viewport.width} px`, async ({
    page,
    browser,
    tenant,
    stamp,
  }) => {
    const provider = await startProvider();
    try {
      const domain = `sso-${stamp}.example`;
      const guest = `nina@${domain}`;

      // The admin sets the provider up on the company panel's Single sign-on tab.
      await page.setViewportSize(viewport);
      await page.goto(`${origin}/login`);
      await page.getByLabel('E-mail').fill(tenant.admin.email);
      await page.getByLabel('Password', { exact: true }).fill(tenant.admin.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).not.toHaveURL(/\/login$/);
      await page.goto(`${origin}/company-panel?tab=sso`);
      const main = page.getByRole('main');
      await expect(main.getByText(`${origin}/api/sso/callback`)).toBeVisible();
      await main.getByRole('textbox', { name: /^Issuer/ }).fill(provider.issuer);
      await main.getByRole('textbox', { name: /^Client ID/ }).fill(client.clientId);
      await main.getByLabel(/^Client secret/).fill(client.clientSecret);
      await main.getByRole('textbox', { name: /^E-mail domains/ }).fill(domain);
      await main.getByRole('button', { name: 'Save' }).click();
      await expect(main.getByText('The single sign-on settings are saved.')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      // The company invites Nina; she has no Facet account yet.
      const token = await signInThroughApi(page.request, tenant.admin);
      const invited = await page.request.post('/api/companies/invite?role=manager', {
        headers: { authorization: `Bearer ${token}` },
        data: { guest, role: 'employee', lang: 'en' },
      });
      expect(invited.status()).toBe(201);

      // Nina, in a browser of her own, signs in through her company's provider.
      const nina = await (await browser.newContext({ viewport })).newPage();
      await nina.goto(`${origin}/login`);
      await nina.getByRole('link', { name: 'Sign in with single sign-on' }).click();
      await expect(
        nina.getByRole('heading', { level: 1, name: 'Sign in with single sign-on' }),
      ).toBeVisible();
      await nina.getByRole('textbox', { name: /Work e-mail/ }).fill(guest);
      await nina.getByRole('button', { name: 'Continue' }).click();
      await expect(nina).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
      await nina.locator('input[name="login"]').fill(guest);
      await nina.locator('input[name="password"]').fill('any password at the provider');
      await nina.getByRole('button', { name: 'Sign-in' }).click();
      await nina.getByRole('button', { name: 'Continue' }).click();
      await expect(nina).toHaveURL(`${origin}/home`);
      const session = await nina.request.post(`${origin}/api/refresh-token`);
      expect(session.status()).toBe(200);
      expect(await session.json()).toMatchObject({
        principal: 'user',
        user: { email: guest, name: 'Nina Single', company_id: tenant.company.id },
      });
      await nina.context().close();
    } finally {
      await provider.close();
    }
  });
}
