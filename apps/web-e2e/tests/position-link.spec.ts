import {
  probeOf,
  questionBankEntries,
  type InterviewGuideAnswer,
} from '@facet/interview-guides-domain';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { finishCarefullyAtReadingPace } from '../support/assessment';
import { linkPathMailedTo } from '../support/outbox';
import { signInThroughApi, signInThroughUi } from '../support/sign-in';
import { expect, lettersOf, test, type Person } from '../support/tenant';

const viewports = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/** A browser of its own, in Spanish, that has never seen the product: the visitor of an advert. */
async function freshSpanishVisitor(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ locale: 'es-ES', viewport });
  return { context, page: await context.newPage() };
}

/** Creates a position from the Positions tab, as a manager does, and answers its public link's path. */
async function createPosition(page: Page, name: string, profileName: string): Promise<string> {
  await page.goto('/company-panel?tab=positions');
  await page.getByRole('button', { name: 'New position' }).click();
  const dialog = page.getByRole('dialog', { name: 'New position' });
  await dialog.getByRole('textbox', { name: 'Name of the position' }).fill(name);
  await dialog.getByRole('button', { name: /Measured against the profile/ }).click();
  await page.getByRole('option', { name: profileName }).click();
  await dialog.getByRole('textbox', { name: 'Most candidates' }).fill('5');
  await dialog.getByRole('button', { name: 'Create position' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Open', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Link and QR code' }).click();
  const linkDialog = page.getByRole('dialog', { name: `Link of ${name}` });
  const link = await linkDialog.getByRole('textbox', { name: 'Public link' }).inputValue();
  const qrCode = page.waitForEvent('download');
  await linkDialog.getByRole('button', { name: 'QR code (SVG)' }).click();
  expect((await qrCode).suggestedFilename()).toMatch(/\.svg$/);
  await linkDialog.getByRole('button', { name: 'Done' }).click();
  return new URL(link).pathname;
}

/** The visitor registers on the link's page in Spanish and confirms the mailed link. */
async function applyInSpanish(
  page: Page,
  linkPath: string,
  visitor: Person,
  request: APIRequestContext,
): Promise<void> {
  await page.goto(linkPath);
  await expect(page.getByRole('heading', { level: 1, name: /^Inscríbete en / })).toBeVisible();
  await expect(page.getByText(/se borran 12 meses después de inscribirte/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Nombre completo' }).fill(visitor.name);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(visitor.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(visitor.password);
  // The checkbox's input is hidden behind its drawn box: a person presses the label.
  const consent = page.getByRole('checkbox', { name: /reciba mis resultados/ });
  await page.locator('label', { has: consent }).click();
  await expect(consent).toBeChecked();
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();

  await page.goto(await linkPathMailedTo(request, visitor.email, '/apply/confirm/'));
  await expect(page.getByText(/tu candidatura a .* está registrada/)).toBeVisible();
  await page.getByRole('button', { name: 'Empezar la evaluación' }).click();
  await expect(page).toHaveURL(/\/diagnostic$/);
}

/**
 * From the position's ranking, the applicant's interview guide on screen and as a PDF whose text
 * holds the person's name and the first probe's questions.
 */
async function openGuideAndCheckPdf(
  page: Page,
  request: APIRequestContext,
  headers: Record<string, string>,
  applicant: Person,
  profileId: number,
): Promise<void> {
  const read = await request.get(
    `/api/interview-guides/guide?role=manager&email=${encodeURIComponent(applicant.email)}&profile_id=${profileId}&lang=en`,
    { headers },
  );
  expect(read.status()).toBe(200);
  const guide = (await read.json()) as InterviewGuideAnswer;
  expect(guide.scales.length).toBeGreaterThan(0);
  const first = probeOf(guide.scales[0]!.scale, guide.scales[0]!.direction);
  await page.getByRole('link', { name: `Interview guide for ${applicant.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Interview guide' })).toBeVisible();
  await expect(page.getByText(/it never decides/)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await readFile(await (await download).path());
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: true,
  });
  const printed = text.replace(/\s+/g, ' ');
  expect(printed).toContain(applicant.name);
  for (const question of first.questions) {
    expect(printed).toContain(questionBankEntries[question].en.replace(/\s+/g, ' '));
  }
}

/**
 * Back on the position's ranking, the manager marks the applicant hired after the dialog says
 * what it changes (D94), and the row says "Hired" instead of offering it again.
 */
async function markHired(page: Page, applicant: Person): Promise<void> {
  await page.getByRole('button', { name: `Mark ${applicant.name} as hired` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Mark ${applicant.name} as hired?` });
  await expect(dialog.getByText(/no longer be erased at the end of the company/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Mark as hired' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Hired', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Mark ${applicant.name} as hired` })).toHaveCount(
    0,
  );
}

for (const viewport of viewports) {
  test(`a manager publishes a position link, a visitor applies through it in Spanish, is ranked and hired, and the closed link turns new visitors away at ${viewport.width} px`, async ({
    browser,
    page,
    request,
    tenant,
    stamp,
  }) => {
    // Two browsers, a 240-answer assessment through the API and a PDF.
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const { manager } = tenant;
    const managerHeaders = { authorization: `Bearer ${await signInThroughApi(request, manager)}` };
    const profileName = `Analysts ${stamp}`;
    const profile = await request.post('/api/profiles/create-profile?role=manager', {
      headers: managerHeaders,
      // Ranges at the ends of two facets (raw 0-32): a careful protocol misses at least one.
      data: { name: profileName, min_anxiety: 0, max_anxiety: 2, min_trust: 30, max_trust: 32 },
    });
    expect(profile.status()).toBe(201);
    const { profile_id: profileId } = (
      (await profile.json()) as { profile: { profile_id: number } }
    ).profile;

    await signInThroughUi(page, manager);
    const positionName = `Data analyst ${lettersOf(stamp)}`;
    const linkPath = await createPosition(page, positionName, profileName);
    expect(linkPath).toMatch(/^\/apply\/[A-Za-z0-9_-]{43}$/);

    const visitor: Person = {
      name: `Lucía Candidata ${lettersOf(stamp)}`,
      email: `lucia.${stamp}@visitor.example`,
      password: `Solicito1${stamp.slice(-6)}`,
    };
    const first = await freshSpanishVisitor(browser, viewport);
    await applyInSpanish(first.page, linkPath, visitor, request);
    const resultId = await finishCarefullyAtReadingPace(
      request,
      await signInThroughApi(request, visitor),
      visitor.email,
    );
    await first.page.goto(`/results/${resultId}`);
    await expect(first.page.getByRole('heading', { level: 1 })).toHaveText(/^Tu resultado del /);
    await first.context.close();

    await page.goto('/company-panel?tab=positions');
    const row = page.getByRole('row', { name: new RegExp(positionName) });
    await expect(row.getByText('1 / 1')).toBeVisible();
    await row.getByRole('button', { name: `Actions for ${positionName}` }).click();
    await page.getByRole('menuitem', { name: 'Ranking' }).click();
    await expect(page).toHaveURL(/\/company-panel\/ranking\?position=\d+$/);
    const rankingPath = new URL(page.url()).pathname + new URL(page.url()).search;
    await expect(page.getByText(visitor.name).first()).toBeVisible();
    // The source column folds away on a phone's card; the row still says it.
    await expect(page.getByText('Position link').first()).toBeAttached();
    await openGuideAndCheckPdf(page, request, managerHeaders, visitor, profileId);

    await page.goto(rankingPath);
    await markHired(page, visitor);

    await page.goto('/company-panel?tab=positions');
    await row.getByRole('button', { name: `Actions for ${positionName}` }).click();
    await page.getByRole('menuitem', { name: 'Close to applications' }).click();
    await page.getByRole('button', { name: 'Close position' }).click();
    await expect(row.getByText('Closed', { exact: true })).toBeVisible();

    const second = await freshSpanishVisitor(browser, viewport);
    await second.page.goto(linkPath);
    await expect(
      second.page.getByRole('heading', { name: 'Las inscripciones están cerradas' }),
    ).toBeVisible();
    await expect(second.page.getByRole('textbox')).toHaveCount(0);
    await second.context.close();
  });
}
