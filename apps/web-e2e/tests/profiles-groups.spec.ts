import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { finishCarefully } from '../support/assessment';
import { signInThroughUi } from '../support/sign-in';
import { expect, test } from '../support/tenant';

test('a company admin creates a profile with ranges and a group with it, adds Erin, compares her result with the profile (the fit and the scales outside first, at 390 and 1440 px) and downloads the PDF', async ({
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
  // A facet folds under its domain while editing (D71).
  await page
    .getByRole('button', { name: 'The 6 facets of Neuroticism vs. emotional stability' })
    .click();
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
    /^\d+(\.\d)?(Inside every range|Outside at least one range)/,
  );
  await expect(
    page.getByText(`1 of 1 members has a result to compare with ${profileName}.`),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Group average' })).toBeVisible();
  // The average folds under its heading on every width (D71).
  await page.getByRole('button', { name: "See the group's average against the profile" }).click();
  await expect(
    page.getByRole('figure', { name: /Group average on the Big Five domains and facets/ }),
  ).toBeVisible();

  await erinsFit.getByRole('link', { name: `View result of ${erin.name}` }).click();
  await expect(page).toHaveURL(/\/company-panel\/group\/\d+\/employee\/[^/]+\/result\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(erin.name) })).toBeVisible();
  // No profile chosen yet: the place of the fit offers the company's profiles.
  const prompt = page.getByRole('region', { name: 'Compare with a profile' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: /Comparison profile/ }).click();
  await page.getByRole('option', { name: profileName }).click();
  await expect(page.getByText('Comparison profile saved.')).toBeVisible();
  // Decision first: the ranking's fit score as a meter, and the scales outside the ranges.
  const headline = page.getByRole('region', { name: `Fit with “${profileName}”` });
  await expect(headline).toBeVisible();
  // The choice is saved with the result: it is still there after a reload.
  await page.reload();
  await expect(headline).toBeVisible();
  const meter = headline.getByRole('meter', { name: `Fit score with “${profileName}”` });
  await expect(meter).toHaveAttribute('aria-valuenow', /^\d+(\.\d)?$/);
  await expect(headline.getByText(/^[12] of 2 scales outside the profile’s ranges$/)).toBeVisible();
  // The careful person's Anxiety is high: far above the profile's percentiles 10 to 90.
  const outside = headline.getByRole('list', { name: 'Outside the profile’s ranges' });
  await expect(
    outside
      .getByRole('listitem')
      .filter({ hasText: /^↑Anxiety: percentile \d+, above the range \d+–\d+$/ }),
  ).toHaveCount(1);
  // Finished in a hurry at the end: the caution stays above the fit.
  const caution = page
    .getByRole('status')
    .filter({ hasText: 'Confirm this result before any decision' });
  await expect(caution).toBeVisible();

  // The first screen leads with the decision, a meter and chips rather than text alone, on a
  // phone as on a desktop; the caution above it; nothing scrolls sideways. The cookie bar, which
  // a first visit shows over the foot of the screen, is answered first.
  await page
    .getByRole('region', { name: 'Cookies and analytics' })
    .getByRole('button', { name: 'Reject analytics' })
    .click();
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    const meterBox = (await meter.boundingBox())!;
    const chipBox = (await outside.getByRole('listitem').first().boundingBox())!;
    const cautionBox = (await caution.boundingBox())!;
    expect(meterBox.width).toBeGreaterThan(100);
    expect(meterBox.y + meterBox.height).toBeLessThanOrEqual(viewport.height);
    expect(chipBox.y + chipBox.height).toBeLessThanOrEqual(viewport.height);
    expect(cautionBox.y + cautionBox.height).toBeLessThanOrEqual(meterBox.y);
    const charts = page.getByRole('figure', { name: 'Big Five domains and facets' });
    expect((await charts.boundingBox())!.y).toBeGreaterThan(chipBox.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
  }

  // Scale by scale, the scales outside first, each a percentile bar and the range only.
  const comparison = page.getByRole('region', {
    name: `Scale by scale against “${profileName}”`,
  });
  await expect(comparison.getByRole('list', { name: 'How to read the bars' })).toBeVisible();
  const scaleVerdicts = comparison.getByRole('listitem').filter({ has: page.getByRole('meter') });
  await expect(scaleVerdicts).toHaveCount(2);
  await expect(scaleVerdicts.first()).toContainText('Anxiety');
  await expect(
    scaleVerdicts.filter({
      hasText: /(Inside|Below|Above)Percentile \d+ is (inside|below|above) the profile range/,
    }),
  ).toHaveCount(2);
  await expect(page.locator('[data-testid="confidence-band"][data-display="shown"]')).toHaveCount(
    0,
  );
  await expect(page.getByText(/T[- ](score|point)s?\b/)).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^facet-report-\d+-en\.pdf$/);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  const [cover = '', decisionPage = ''] = text.map((page) => page.replace(/\s+/g, ''));
  const compact = (words: string) => words.replace(/\s+/g, '');
  expect(cover).toContain(compact(erin.name));
  // The PDF follows the page: the caution on the cover, the fit and the scales outside next.
  expect(cover).toContain(compact('Confirm this result before any decision'));
  expect(decisionPage).toContain(compact(`Fit with “${profileName}”`));
  expect(decisionPage).toContain(compact('Outside the profile’s ranges'));
  expect(decisionPage).toMatch(/Anxiety:percentile\d+,abovetherange/);
});
