import type { Browser, Page } from '@playwright/test';
import { finishWithOneAnswer } from '../support/assessment';
import { signInThroughApi, signInThroughUi } from '../support/sign-in';
import { expect, test, type Person } from '../support/tenant';

/** Each person in a browser of their own, signed in. */
async function signedInPage(browser: Browser, person: Person): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughUi(page, person);
  return page;
}

test('a person who answers everything "neutral" is told the reading is unreliable; the company sees the invalid alert, grants one free retake, and the next attempt says it uses no licence', async ({
  browser,
  request,
  tenant,
}) => {
  // The manager, who holds a licence, is the person assessed here.
  const person = tenant.manager;
  const resultId = await finishWithOneAnswer(
    request,
    await signInThroughApi(request, person),
    'neutral',
  );

  const own = await signedInPage(browser, person);
  await own.goto(`/results/${resultId}`);
  await expect(own.getByRole('heading', { level: 1, name: /^Your result of / })).toBeVisible();
  await expect(own.getByText('This reading may not describe you')).toBeVisible();
  await expect(own.getByText(/You can ask your manager for one free retake/)).toBeVisible();
  await own.getByRole('button', { name: 'What the check noticed' }).click();
  await expect(own.getByText('The same answer was given many times in a row.')).toBeVisible();

  const company = await signedInPage(browser, tenant.admin);
  await company.goto(
    `/company-panel/employee/${encodeURIComponent(person.email)}/result/${resultId}`,
  );
  await expect(company.getByText('This result cannot be read as a description')).toBeVisible();
  await company.getByRole('button', { name: 'Allow one free retake' }).click();
  await expect(company.getByText(/One free retake was allowed on/)).toBeVisible();
  await expect(company.getByRole('button', { name: 'Allow one free retake' })).toHaveCount(0);

  await own.goto('/diagnostic');
  await own.getByRole('button', { name: 'Start the assessment' }).click();
  const consent = own.getByRole('dialog', { name: 'Consent to data processing' });
  await consent.getByText('I consent to the processing of my answers and results.').click();
  await consent.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(own.getByRole('heading', { level: 1, name: 'Page 1 of 12' })).toBeVisible();
  await expect(
    own.getByText('You can take the assessment again; this attempt uses no new licence.'),
  ).toBeVisible();
});
