import { itemsOnPage, itemsPerPage, totalPages } from '@facet/assessment-domain';
import type { Page } from '@playwright/test';
import { carefulDigitFor } from '../support/assessment';
import { expectNoAxeViolations } from '../support/axe';
import { withRunDatabase } from '../support/run-database';
import { signInThroughUi } from '../support/sign-in';
import { expect, test } from '../support/tenant';

const viewports = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/** Chooses the interface language in the header, from the phone's menu where the header folds. */
async function chooseLanguage(page: Page, language: string): Promise<void> {
  const banner = page.getByRole('banner');
  const menuToggle = banner.getByRole('button', { name: /^(Menu|Menú)$/ });
  if (await menuToggle.isVisible()) await menuToggle.click();
  await page
    .getByRole('button', { name: /Language|Idioma/ })
    .filter({ visible: true })
    .first()
    .click();
  await page.getByRole('menuitemradio', { name: language }).click();
}

/** Answers every statement of the shown page with the keyboard, as a careful person would. */
async function answerPage(page: Page, pageNumber: number): Promise<void> {
  const statements = page.getByRole('radiogroup');
  await expect(statements).toHaveCount(itemsPerPage);
  for (let position = 0; position < itemsPerPage; position += 1) {
    await statements.nth(position).getByRole('radio').first().focus();
    await page.keyboard.press(carefulDigitFor(pageNumber, position));
  }
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(itemsPerPage);
}

for (const viewport of viewports) {
  test(`at ${viewport.width} px, a person who switches the interface to Spanish mid-way learns why the statements stay in English, starts again in Spanish, finishes and sees the finish moment`, async ({
    page,
    tenant,
  }) => {
    // 260 statements answered and two axe passes: 2 to 3 minutes on a quiet 2-core machine, up
    // to 10 beside other journeys, as the mission's.
    test.setTimeout(600_000);
    await page.setViewportSize(viewport);
    await signInThroughUi(page, tenant.employee);
    await page.goto('/diagnostic');
    await page.getByRole('button', { name: 'Start the assessment' }).click();
    const consent = page.getByRole('dialog', { name: 'Consent to data processing' });
    await consent.getByText('I consent to the processing of my answers and results.').click();
    await consent.getByRole('button', { name: 'Accept and continue' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Page 1 of 12' })).toBeVisible();
    await expect(page.getByText('About 24 minutes left')).toBeVisible();
    await expect(
      page.getByRole('radiogroup', { name: `1. ${itemsOnPage(1)[0]!.text.en}` }),
    ).toBeVisible();
    await answerPage(page, 1);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Page 2 of 12' })).toBeVisible();
    await expect(page.getByText('About 22 minutes left')).toBeVisible();

    await chooseLanguage(page, 'Español');
    await expect(page.getByRole('heading', { level: 1, name: 'Página 2 de 12' })).toBeVisible();
    await expect(
      page.getByText(/Las afirmaciones siguen en inglés, el idioma en que empezaste/),
    ).toBeVisible();
    await expect(
      page.getByRole('radiogroup', { name: `21. ${itemsOnPage(2)[0]!.text.en}` }),
    ).toBeVisible();
    await expectNoAxeViolations(page, `/diagnostic at ${viewport.width} px, language note`);

    await page.getByRole('button', { name: 'Empezar de nuevo en español' }).click();
    const restart = page.getByRole('alertdialog', { name: '¿Empezar de nuevo en español?' });
    await expect(restart).toContainText('Se borran las 20 respuestas que has dado');
    await restart.getByRole('button', { name: 'Empezar de nuevo en español' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Página 1 de 12' })).toBeVisible();
    await expect(page.getByText('0 de 240 respondidas')).toBeVisible();
    await expect(
      page.getByRole('radiogroup', { name: `1. ${itemsOnPage(1)[0]!.text.es}` }),
    ).toBeVisible();
    await expect(page.getByText(/Las afirmaciones siguen en/)).toHaveCount(0);

    for (let pageNumber = 1; pageNumber <= totalPages; pageNumber += 1) {
      await expect(
        page.getByRole('heading', { level: 1, name: `Página ${pageNumber} de ${totalPages}` }),
      ).toBeVisible();
      await answerPage(page, pageNumber);
      await page
        .getByRole('button', {
          name: pageNumber === totalPages ? 'Terminar' : 'Guardar y continuar',
        })
        .click();
    }
    await page
      .getByRole('alertdialog', { name: '¿Terminar la evaluación?' })
      .getByRole('button', { name: 'Terminar y ver mi resultado' })
      .click();

    await expect(page.getByRole('heading', { level: 1, name: '¡Listo!' })).toBeVisible();
    await expect(
      page.getByText('Respondiste las 240 afirmaciones.', { exact: false }),
    ).toBeVisible();
    await expectNoAxeViolations(page, `/diagnostic at ${viewport.width} px, finish moment`);
    await page.getByRole('link', { name: 'Ver tu perfil de un vistazo' }).click();
    await expect(page).toHaveURL(/\/results\/\d+$/);

    // One protocol, read in Spanish from its first statement: one result, recorded as Spanish.
    const results = await withRunDatabase((client) =>
      client.query<{ lang: string }>(
        'select lang from results where user_id = (select id from users where email = $1)',
        [tenant.employee.email],
      ),
    );
    expect(results.rows).toEqual([{ lang: 'es' }]);
  });
}
