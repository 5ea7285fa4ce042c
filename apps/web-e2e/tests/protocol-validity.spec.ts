import { expect, test, type Browser, type Page } from '@playwright/test';
import { finishWithOneAnswer, signInThroughApi } from '../support/assessment';

/** Mario, the seeded manager with a licence, is the person here: no other journey assesses him. */
const person = { email: 'mario@acme.example', name: 'Mario Manager' };

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('FacetDemo1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
  return page;
}

test('a person who answers everything "neutral" is told the reading is unreliable; the company sees the invalid alert, grants one free retake, and the next attempt says it uses no licence', async ({
  browser,
  request,
}) => {
  const resultId = await finishWithOneAnswer(
    request,
    await signInThroughApi(request, person.email),
    'neutral',
  );

  const own = await signedInPage(browser, person.email);
  await own.goto(`/results/${resultId}`);
  await expect(own.getByRole('heading', { level: 1, name: /Result \d+/ })).toBeVisible();
  await expect(own.getByText('This reading may not describe you')).toBeVisible();
  await expect(own.getByText(/You can ask your manager for one free retake/)).toBeVisible();
  await expect(own.getByText('The same answer was given many times in a row.')).toBeVisible();

  const company = await signedInPage(browser, 'alicia@acme.example');
  await company.goto(
    `/company-panel/employee/${encodeURIComponent(person.email)}/result/${resultId}`,
  );
  await expect(company.getByText('This result cannot be read as a description')).toBeVisible();
  await company.getByRole('button', { name: 'Allow one free retake' }).click();
  await expect(company.getByText(/One free retake was allowed on/)).toBeVisible();
  await expect(company.getByRole('button', { name: 'Allow one free retake' })).toHaveCount(0);

  await own.goto('/diagnostic');
  await own.getByRole('button', { name: 'Start or continue the assessment' }).click();
  const consent = own.getByRole('dialog', { name: 'Consent to data processing' });
  await consent.getByText('I consent to the processing of my answers and results.').click();
  await consent.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(own.getByRole('heading', { level: 1, name: 'Page 1 of 12' })).toBeVisible();
  await expect(
    own.getByText('You can take the assessment again; this attempt uses no new licence.'),
  ).toBeVisible();
});
