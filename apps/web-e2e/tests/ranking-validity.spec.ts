import {
  finishCarefullyAtReadingPace,
  finishCarefullyHurryingAtTheEnd,
  finishWithOneAnswer,
} from '../support/assessment';
import { rankAgainstProfile } from '../support/ranking';
import { signInThroughApi, signInThroughUi } from '../support/sign-in';
import { expect, test } from '../support/tenant';

test('the ranking lists a questionable candidate marked and leaves an invalid result out, counted; the validity filter shows it, and the questionable report opens with the caution', async ({
  page,
  request,
  tenant,
  stamp,
}) => {
  // Three 240-answer assessments through the API before the browser.
  test.setTimeout(120_000);
  const { admin: alicia, candidate: carla, employee: erin, colleague: joao } = tenant;
  const headers = { authorization: `Bearer ${await signInThroughApi(request, alicia)}` };
  const licence = await request.patch('/api/companies/toggle-diagnosis-permission?role=manager', {
    headers,
    data: { email: carla.email, newLicenseState: 'yes' },
  });
  expect(licence.status()).toBe(200);
  // Erin reads every statement: valid. Carla hurries through the last pages: questionable.
  // Joao gives one answer to everything: invalid.
  await finishCarefullyAtReadingPace(request, await signInThroughApi(request, erin), erin.email);
  const carlaResult = await finishCarefullyHurryingAtTheEnd(
    request,
    await signInThroughApi(request, carla),
    carla.email,
  );
  await finishWithOneAnswer(request, await signInThroughApi(request, joao), 'agree');

  const profileName = `Support lead ${stamp}`;
  const profile = await request.post('/api/profiles/create-profile?role=manager', {
    headers,
    data: { name: profileName, min_extraversion: 100, max_extraversion: 170 },
  });
  expect(profile.status()).toBe(201);

  await signInThroughUi(page, alicia);
  // From the Profiles tab, once it lists the new profile, as a manager goes to the ranking.
  await page.goto('/company-panel?tab=profiles');
  await expect(page.getByRole('main').getByText(profileName, { exact: true })).toBeVisible();
  await rankAgainstProfile(page, profileName);

  // By default: the valid and the questionable result, each with its status; the invalid one is
  // left out, and the list says so.
  const ranking = page.getByRole('grid', { name: `Members ranked against ${profileName}` });
  await expect(page.getByText(`2 people ranked against ${profileName}.`)).toBeVisible();
  const carlaRow = ranking.getByRole('row', { name: new RegExp(carla.name) });
  await expect(carlaRow.getByText('Questionable', { exact: true })).toBeVisible();
  const erinRow = ranking.getByRole('row', { name: new RegExp(erin.name) });
  await expect(erinRow.getByText('Valid', { exact: true })).toBeVisible();
  await expect(ranking.getByRole('row', { name: new RegExp(joao.name) })).toHaveCount(0);
  await expect(
    page.getByText(
      '1 result left out: the answers could not be read as a description of the person. Choose “Invalid” under Validity to see it.',
    ),
  ).toBeVisible();

  // Asked for, the invalid result is listed, marked and compared with nothing.
  await page
    .getByRole('main')
    .getByRole('button', { name: /Validity/ })
    .click();
  await page.getByRole('option', { name: 'Invalid', exact: true }).click();
  await expect(page.getByText(`1 person ranked against ${profileName}.`)).toBeVisible();
  const joaoRow = ranking.getByRole('row', { name: new RegExp(joao.name) });
  await expect(joaoRow.getByText('Invalid', { exact: true })).toBeVisible();
  await expect(joaoRow.getByText('Not compared')).toBeVisible();
  await expect(ranking.getByRole('row', { name: new RegExp(carla.name) })).toHaveCount(0);
  await expect(page.getByText(/results? left out/)).toHaveCount(0);

  // Back to the default list, Carla's report opens with the caution above every score.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await ranking.getByRole('link', { name: `Open ${carla.name}'s result` }).click();
  await expect(page).toHaveURL(
    new RegExp(`/company-panel/employee/[^/]+/result/${carlaResult}\\?profile_id=`),
  );
  const caution = page
    .getByRole('status')
    .filter({ hasText: 'Confirm this result before any decision' });
  await expect(caution).toBeVisible();
  await expect(caution).toContainText(
    'Some answers were inconsistent or given in a hurry, so these scores may not describe the person well.',
  );
  await expect(caution).toContainText('for example in an interview');
  const scores = page.getByRole('heading', { level: 2, name: 'Facet results' });
  await expect(scores).toBeVisible();
  const cautionBox = await caution.boundingBox();
  const scoresBox = await scores.boundingBox();
  expect(cautionBox!.y).toBeLessThan(scoresBox!.y);
});
