import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { withRunDatabase } from '../support/run-database';
import { totpCode } from '../support/second-factor';
import { expect, platformAdmin, test } from '../support/tenant';

/**
 * A platform admin with no second factor yet, as a new one is: the demo admin's password hash is
 * copied, so the password is the demo one without hashing it again.
 */
async function newPlatformAdmin(email: string): Promise<void> {
  await withRunDatabase((client) =>
    client.query(
      `insert into platform_admins (name, email, password_hash, lang)
       select 'Tomás Factor', $1, password_hash, 'en' from platform_admins
        where lower(email) = lower($2)`,
      [email, platformAdmin.email],
    ),
  );
}

/** A browser of its own for one sign-in, so no session is left from the one before. */
async function signInWithPassword(browser: Browser, email: string, viewport: Viewport) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(platformAdmin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  return page;
}

async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
}

type Viewport = { width: number; height: number };

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`a platform admin is made to set up an authenticator app, then signs in with its code and once with a recovery code at ${viewport.width} px`, async ({
    browser,
    stamp,
  }) => {
    const email = `tomas.${stamp}.${viewport.width}@facet.example`;
    await newPlatformAdmin(email);

    const first = await signInWithPassword(browser, email, viewport);
    await expect(first.getByRole('heading', { name: 'Set up an authenticator app' })).toBeVisible();
    await expect(first.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expectNoAxeViolations(first, '/admin (authenticator app set-up)');
    const secret = await first.getByRole('textbox', { name: /Set-up key/ }).inputValue();
    await first.getByRole('textbox', { name: 'Code' }).fill(await totpCode(secret));
    await first.getByRole('button', { name: 'Confirm' }).click();
    const codes = first.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expectNoAxeViolations(first, '/admin (recovery codes)');
    const recoveryCode = (await codes.first().textContent())!.trim();
    await first.getByRole('button', { name: 'I have saved them' }).click();
    await expect(first).toHaveURL(/\/admin\/dashboard$/);
    await first.context().close();

    // The next 30-second step: the one the set-up took is refused as a replay.
    const second = await signInWithPassword(browser, email, viewport);
    await expect(second.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    await expectNoAxeViolations(second, '/admin (code)');
    await enterCode(second, await totpCode(secret, 1));
    await expect(second).toHaveURL(/\/admin\/dashboard$/);
    await second.context().close();

    const third = await signInWithPassword(browser, email, viewport);
    await enterCode(third, recoveryCode);
    await expect(third).toHaveURL(/\/admin\/dashboard$/);
    await third.context().close();

    const fourth = await signInWithPassword(browser, email, viewport);
    await enterCode(fourth, recoveryCode);
    await expect(fourth.getByText(/The code is not right/)).toBeVisible();
    await expect(fourth).not.toHaveURL(/\/admin\/dashboard$/);
    await fourth.context().close();
  });
}
