import { readFile } from 'node:fs/promises';
import { answerScale } from '@facet/assessment-domain';
import type { Locator, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { carefulDigitFor } from '../support/assessment';
import { signInThroughUi } from '../support/sign-in';
import { expect, test } from '../support/tenant';

const itemsPerPage = 20;
const totalPages = 12;
/** The page after which the journey reloads the browser and resumes. */
const reloadAfterPage = 6;
const spanishSectionTitles = [
  'Relaciones sociales',
  'Trabajo',
  'Familia',
  'Necesidad de liderazgo',
  'Claves persona a persona',
  'Conclusión general',
];

const pageHeading = (page: Page, number: number) =>
  page.getByRole('heading', { level: 1, name: `Page ${number} of ${totalPages}` });

/** Presses Tab until the target has focus, as a keyboard user walks to it. */
async function tabTo(page: Page, target: Locator, mostPresses: number) {
  for (let press = 0; press < mostPresses; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Focus did not reach ${target.toString()} in ${mostPresses} presses of Tab`);
}

/**
 * Answers the page as a keyboard user does: the page starts at its heading, Tab passes the
 * auto-advance switch (left off), then reaches the next statement and a digit answers it; then Tab
 * to the page's button and Enter. Page 1 first leaves its last statement out, is refused, and the
 * focus lands on that statement, answered there; page 2 answers its first statement with the
 * arrow keys instead of a digit. The last page's Finish is confirmed in its dialog.
 */
async function answerPageWithKeyboard(page: Page, pageNumber: number) {
  const button = page.getByRole('button', {
    name: pageNumber === totalPages ? 'Finish' : 'Save and continue',
  });
  const leaveLastOut = pageNumber === 1;
  // The heading's frame takes the focus, so the walk through the statements starts at the top.
  await expect(page.locator(':focus')).toHaveText(`Page ${pageNumber} of ${totalPages}`);
  await page.keyboard.press('Tab');
  await expect(autoAdvanceSwitch(page)).toBeFocused();
  for (let position = 0; position < itemsPerPage; position += 1) {
    await page.keyboard.press('Tab');
    if (pageNumber === 2 && position === 0) {
      // From the first answer, two steps right: the middle one.
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(
        page.getByRole('radio', { name: 'Neither agree nor disagree' }).first(),
      ).toBeChecked();
    } else if (!(leaveLastOut && position === itemsPerPage - 1)) {
      await page.keyboard.press(carefulDigitFor(pageNumber, position));
    }
  }
  // Past the last statement come "Previous page" (from page 2 on) and then the page's button.
  await tabTo(page, button, 2);
  if (leaveLastOut) {
    await page.keyboard.press('Enter');
    await expect(page.getByText('1 statement on this page is not answered yet.')).toBeVisible();
    // The refusal takes focus to the gap, so the next digit answers it.
    await expect(page.getByRole('radio', { name: 'Strongly disagree' }).last()).toBeFocused();
    await page.keyboard.press(carefulDigitFor(pageNumber, itemsPerPage - 1));
    await tabTo(page, button, 1);
  }
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(itemsPerPage);
  await page.keyboard.press('Enter');
  if (pageNumber < totalPages) {
    await expect(pageHeading(page, pageNumber + 1)).toBeVisible();
    return;
  }
  const confirmation = page.getByRole('alertdialog', { name: 'Finish the assessment?' });
  await expect(confirmation).toContainText('You cannot change your answers afterwards.');
  await confirmation.getByRole('button', { name: 'Finish and see my result' }).click();
}

const autoAdvanceSwitch = (page: Page) =>
  page.getByRole('switch', { name: 'Move to the next statement after answering' });

/** The digit (1..5) of the checked answer of every statement shown, read from its value. */
const checkedDigits = async (page: Page) =>
  (
    await page
      .getByRole('radio', { checked: true })
      .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value))
  ).map((value) => String(answerScale.indexOf(value as (typeof answerScale)[number]) + 1));

test('an employee consents, answers all 240 statements with the keyboard, resumes after a reload, finishes and reads the report and its PDF in Spanish', async ({
  page,
  tenant,
}) => {
  // 480 key presses, a reload and a PDF rendered: more than the default 30 seconds.
  test.setTimeout(240_000);
  await signInThroughUi(page, tenant.employee);
  await page.goto('/diagnostic');
  await page.getByRole('button', { name: 'Start the assessment' }).click();

  const consent = page.getByRole('dialog', { name: 'Consent to data processing' });
  await consent.getByText('I consent to the processing of my answers and results.').click();
  await consent.getByRole('button', { name: 'Accept and continue' }).click();

  for (let pageNumber = 1; pageNumber <= reloadAfterPage; pageNumber += 1) {
    await answerPageWithKeyboard(page, pageNumber);
  }

  // A reload mid-way resumes straight at the first page not answered, with the earlier answers
  // kept; coming back to the assessment later, the introduction offers to continue there.
  await page.reload();
  await expect(pageHeading(page, reloadAfterPage + 1)).toBeVisible();
  await expect(
    page.getByRole('button', { name: /Start the assessment|Continue at page/ }),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(pageHeading(page, reloadAfterPage)).toBeVisible();
  expect(await checkedDigits(page)).toEqual(
    Array.from({ length: itemsPerPage }, (_, position) =>
      carefulDigitFor(reloadAfterPage, position),
    ),
  );
  await page.getByRole('button', { name: 'Save and continue' }).click();

  for (let pageNumber = reloadAfterPage + 1; pageNumber <= totalPages; pageNumber += 1) {
    await answerPageWithKeyboard(page, pageNumber);
  }

  // The finish moment comes first, with the way to the result.
  await expect(page.getByRole('heading', { level: 1, name: 'You’re done!' })).toBeVisible();
  await page.getByRole('link', { name: 'See your profile at a glance' }).click();
  await expect(page).toHaveURL(/\/results\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Your result of / })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Social relationships' })).toBeVisible();

  await page
    .getByRole('banner')
    .getByRole('button', { name: /Language/ })
    .click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Tu resultado del / })).toBeVisible();
  for (const title of spanishSectionTitles) {
    await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
  }

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('facet-report-1-es.pdf');
  const pdf = await readFile(await file.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: true,
  });
  const pdfText = text.replace(/\s+/g, ' ');
  expect(pdfText).toContain(tenant.employee.name);
  for (const title of spanishSectionTitles) expect(pdfText).toContain(title);

  await page.goto('/diagnostic');
  await page.getByRole('button', { name: 'Empezar la evaluación' }).click();
  await expect(page.getByRole('heading', { name: 'Evaluación completada' })).toBeVisible();
});
