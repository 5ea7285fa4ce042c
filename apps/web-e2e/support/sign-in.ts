import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { demoAdminCode } from './second-factor';
import { platformAdmin, type Person } from './tenant';

/**
 * Signs a person in on the login page, as they do, and waits for the login call to be answered
 * and the app to leave the login page for the person's home. The account menu is no sign of it:
 * on a phone it sits in the closed menu. Waiting for the call, not only the page, keeps a page
 * left from the previous person (a sign-out still under way) from passing for this one.
 */
export async function signInThroughUi(page: Page, person: Omit<Person, 'name'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  const login = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/api/auth/login',
  );
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  expect((await login).status(), `sign-in of ${person.email}`).toBe(200);
  await expect(page).not.toHaveURL(/\/login$/);
}

/**
 * Signs the platform admin in on the back office's own sign-in page: the password, then the
 * code of the authenticator app every platform admin has (D98, support/second-factor.ts).
 */
export async function signInToBackOffice(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(platformAdmin.email);
  await page.getByLabel('Password', { exact: true }).fill(platformAdmin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Two journeys side by side may type the code of one step at once: the second is refused as a
  // replay, as it should be, and types the code again once the step is forgotten.
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await page.getByRole('textbox', { name: 'Code' }).fill(await demoAdminCode());
    const answer = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/api/admin/second-factor',
    );
    await page.getByRole('button', { name: 'Continue' }).click();
    if ((await answer).ok()) break;
  }
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** A person's access token, from the same login call the app makes. */
export async function signInThroughApi(
  request: APIRequestContext,
  person: Omit<Person, 'name'>,
): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: {
      email: person.email,
      password: person.password,
      termsVersion: '1.0.0',
      privacyVersion: '1.0.0',
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}
