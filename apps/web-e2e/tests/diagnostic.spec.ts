import { expect, test, type Page } from '@playwright/test';

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('erin@acme.example');
  await page.getByLabel('Password', { exact: true }).fill('FacetDemo1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
}

async function startAssessment(page: Page) {
  await page.goto('/diagnostic');
  await page.getByRole('button', { name: 'Start or continue the assessment' }).click();
}

/** Answers every statement of the page with the keyboard: focus the group, press a digit. */
async function answerPageWithKeyboard(page: Page, digit: string) {
  const groups = page.getByRole('radiogroup');
  await expect(groups).toHaveCount(20);
  for (let index = 0; index < 20; index += 1) {
    await groups.nth(index).getByRole('radio').first().focus();
    await page.keyboard.press(digit);
  }
}

/** Saves the remaining pages through the API from the page, as the app itself would. */
async function answerTheRestThroughTheApi(page: Page) {
  const saved = await page.evaluate(async () => {
    const refresh = await fetch('/api/refresh-token', { method: 'POST', credentials: 'include' });
    const { accessToken } = (await refresh.json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    const launch = await fetch('/api/diagnoses/launch', {
      method: 'POST',
      headers,
      body: JSON.stringify({ lang: 'en' }),
    });
    const { questions, answers } = (await launch.json()) as {
      questions: { question_id: string }[];
      answers: Record<string, string>;
    };
    const responses = questions
      .filter((question) => !answers[question.question_id])
      .map((question) => ({ question_id: question.question_id, answer: 'neutral' }));
    const submit = await fetch('/api/diagnoses/submit', {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ responses, lang: 'en' }),
    });
    return (await submit.json()) as { answered: number };
  });
  expect(saved.answered).toBe(240);
}

test('an employee consents, answers a page with the keyboard, resumes after a reload, finishes and reads the result', async ({
  page,
}) => {
  // 20 statements answered key by key, a PDF rendered: more than the default 30 seconds.
  test.setTimeout(120_000);
  await signIn(page);
  await startAssessment(page);

  const consent = page.getByRole('dialog', { name: 'Consent to data processing' });
  await consent.getByText('I consent to the processing of my answers and results.').click();
  await consent.getByRole('button', { name: 'Accept and continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Page 1 of 12' })).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('20 statements on this page are not answered yet.')).toBeVisible();

  await answerPageWithKeyboard(page, '4');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Page 2 of 12' })).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Start or continue the assessment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Page 2 of 12' })).toBeVisible();
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Page 1 of 12' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Agree$/, checked: true })).toHaveCount(20);

  await answerTheRestThroughTheApi(page);
  await page.reload();
  await page.getByRole('button', { name: 'Start or continue the assessment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Page 12 of 12' })).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page).toHaveURL(/\/results\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Result 1' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Social relationships' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('facet-report-1-en.pdf');

  await page.goto('/diagnostic');
  await page.getByRole('button', { name: 'Start or continue the assessment' }).click();
  await expect(page.getByRole('heading', { name: 'Assessment completed' })).toBeVisible();
});
