import { expectNoAxeViolations } from '../support/axe';
import { signInThroughUi } from '../support/sign-in';
import { expect, test } from '../support/tenant';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const) {
  test(`a person signed in on two browsers sees both sessions, ends the other, and the other is sent to sign in at ${viewport.width} px`, async ({
    page,
    browser,
    tenant,
  }) => {
    await page.setViewportSize(viewport);
    const { employee } = tenant;
    // The other browser: a context of its own, with its own refresh cookie.
    const elsewhere = await browser.newContext({ viewport });
    const otherPage = await elsewhere.newPage();
    await signInThroughUi(otherPage, employee);
    await otherPage.goto('/account');
    await expect(otherPage.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();

    await signInThroughUi(page, employee);
    await page.goto('/account');
    await page.getByRole('tab', { name: 'Sessions' }).click();
    await expect(page).toHaveURL(/\/account\?tab=sessions$/);
    // This browser is marked and has no End; the other has one.
    await expect(page.getByText('This session', { exact: true })).toHaveCount(1);
    const endOther = page.getByRole('button', { name: /^End (?!all other sessions)/ });
    await expect(endOther).toHaveCount(1);
    await expect(page.getByText(/\/24$|::\/48$/).first()).toBeVisible();
    await expectNoAxeViolations(page, `the Sessions tab at ${viewport.width} px`);

    await endOther.click();
    const dialog = page.getByRole('alertdialog', { name: /^End the session of / });
    await dialog.getByRole('button', { name: 'End session' }).click();
    await expect(page.getByText(/^The session of .+ has ended\.$/)).toBeVisible();
    await expect(endOther).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'End all other sessions' })).toBeDisabled();

    // This browser goes on: its next call is answered with the fresh access token it was given.
    await page.reload();
    await expect(page.getByText('This session', { exact: true })).toHaveCount(1);

    // The other browser's next call finds its access token and its refresh cookie ended.
    await otherPage.getByRole('tab', { name: 'Sessions' }).click();
    await expect(otherPage).toHaveURL(/\/login$/);
    await elsewhere.close();
  });
}
