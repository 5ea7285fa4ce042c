import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { finishCarefully } from '../support/assessment';
import { signInThroughUi } from '../support/sign-in';
import { expect, test } from '../support/tenant';

test('a company admin creates a profile with ranges and a group with it, adds Erin, compares her result with the profile and downloads the PDF', async ({
  page,
  request,
  tenant,
  stamp,
}) => {
  // The assessment through the API and a PDF rendered by Chromium: more than the default 30 s.
  test.setTimeout(120_000);
  const erin = tenant.employee;
  await finishCarefully(request, erin);
  await signInThroughUi(page, tenant.admin);
  const profileName = `Sales lead ${stamp}`;
  const groupName = `Sales team ${stamp}`;

  await page.goto('/company-panel?tab=profiles');
  await page.getByRole('link', { name: 'Create profile' }).click();
  await expect(page.getByRole('heading', { name: 'Create profile', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill(profileName);
  // Ranges in plain language: a level span on one scale, chosen percentiles on another.
  const chooseRange = async (scale: string, option: string) => {
    await page.getByRole('button', { name: new RegExp(`Wanted range ${scale}$`) }).click();
    await page.getByRole('option', { name: option }).click();
  };
  await chooseRange('Extraversion', 'Average to high');
  await chooseRange('Anxiety', 'Percentiles of my choice');
  await page.getByRole('textbox', { name: 'From percentile Anxiety' }).fill('10');
  await page.getByRole('textbox', { name: 'To percentile Anxiety' }).fill('90');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: `Profile ${profileName}` })).toBeVisible();
  await expect(page).toHaveURL(/\/company-panel\/profile\/\d+$/);

  await page.goto('/company-panel?tab=groups');
  await page.getByRole('textbox', { name: 'Group name' }).fill(groupName);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('option', { name: profileName }).click();
  await page.getByRole('button', { name: 'Create group' }).click();
  const groups = page.getByRole('grid', { name: 'Groups of the company' });
  await expect(groups.getByRole('row', { name: new RegExp(groupName) })).toBeVisible();
  await groups.getByRole('link', { name: `View ${groupName}` }).click();

  await expect(page.getByText(`Assigned profile: ${profileName}`)).toBeVisible();
  await expect(page.getByText('No member has a result yet')).toBeVisible();
  await page.getByRole('combobox', { name: 'People to add' }).fill(erin.email);
  await page.getByRole('option', { name: new RegExp(erin.email) }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add 1 person' }).click();
  const members = page.getByRole('grid', { name: 'Members of the group' });
  await expect(members.getByRole('row', { name: new RegExp(erin.name) })).toBeVisible();

  // The group-fit view: Erin with her fit and her counts, and the group's average charts.
  const fit = page.getByRole('grid', { name: `Members’ fit with ${profileName}` });
  const erinsFit = fit.getByRole('row', { name: new RegExp(erin.name) });
  await expect(erinsFit).toBeVisible();
  // The fit as the ranking shows it: the continuous score (0-100) and what it means (D70).
  await expect(erinsFit.getByRole('gridcell').first()).toHaveText(
    /^\d+(\.\d)?(Inside every range|[\d.]+ T points outside)/,
  );
  await expect(
    page.getByText(`1 of 1 members has a result to compare with ${profileName}.`),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Group average' })).toBeVisible();
  await expect(
    page.getByRole('figure', { name: /Group average on the Big Five domains and facets/ }),
  ).toBeVisible();

  await erinsFit.getByRole('link', { name: `View result of ${erin.name}` }).click();
  await expect(page).toHaveURL(/\/company-panel\/group\/\d+\/employee\/[^/]+\/result\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(erin.name) })).toBeVisible();
  await page.getByRole('button', { name: /Comparison profile/ }).click();
  await page.getByRole('option', { name: profileName }).click();
  const comparison = page.getByRole('region', { name: `Fit with “${profileName}”` });
  await expect(comparison).toBeVisible();
  // The choice is saved with the result: it is still there after a reload.
  await page.reload();
  await expect(comparison).toBeVisible();
  await expect(comparison.getByText(/^\d+% fit$/)).toBeVisible();
  await expect(comparison.getByText(/of 2 scales inside the profile range/)).toBeVisible();
  // The legend says how to read the bars; each of the profile's two scales gets a bar and a verdict.
  await expect(comparison.getByRole('list', { name: 'How to read the bars' })).toBeVisible();
  const scaleVerdicts = comparison.getByRole('listitem').filter({ has: page.getByRole('meter') });
  await expect(scaleVerdicts).toHaveCount(2);
  await expect(
    scaleVerdicts.filter({
      hasText: /(Inside|Below|Above)Percentile \d+ is (inside|below|above) the profile range/,
    }),
  ).toHaveCount(2);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^facet-report-\d+-en\.pdf$/);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  expect(text).toContain(erin.name);
  expect(text).toContain(profileName);
});
