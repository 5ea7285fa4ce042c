import type { ProfileRankingAnswer, RankingComparisonAnswer } from '@facet/profiles-domain';
import type { Page } from '@playwright/test';
import { finishCarefullyAtReadingPace } from '../support/assessment';
import { rankAgainstProfile } from '../support/ranking';
import { signInThroughApi, signInThroughUi } from '../support/sign-in';
import { expect, test } from '../support/tenant';

/** A fit score as the ranking prints it (FitScoreBar): at most one decimal, in English. */
const shownScore = (score: number) =>
  new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(score);

/** The number the row's fit cell starts with, as the screen shows it. */
async function scoreOnScreen(page: Page, profileName: string, name: string): Promise<string> {
  const row = page
    .getByRole('grid', { name: `Members ranked against ${profileName}` })
    .getByRole('row', { name: new RegExp(name) });
  const fit = row
    .getByRole('gridcell')
    .filter({ hasText: /Inside every range|Outside at least one range/ });
  const text = (await fit.textContent()) ?? '';
  return /^\d+(\.\d)?/.exec(text)?.[0] ?? text;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`the ranking helps decide: continuous fit scores (the pipeline's too), a shortlist kept across a reload, and 3 people side by side at ${viewport.width} px`, async ({
    page,
    request,
    tenant,
    stamp,
  }) => {
    // Three 240-answer assessments through the API before the browser.
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const { admin: alicia, candidate: carla, employee: erin, colleague: joao } = tenant;
    const headers = { authorization: `Bearer ${await signInThroughApi(request, alicia)}` };
    const licence = await request.patch('/api/companies/toggle-diagnosis-permission?role=manager', {
      headers,
      data: { email: carla.email, newLicenseState: 'yes' },
    });
    expect(licence.status()).toBe(200);
    // Three careful people of three temperaments: each is high, low or average on other facets.
    for (const [temperament, person] of [erin, joao, carla].entries()) {
      const token = await signInThroughApi(request, person);
      await finishCarefullyAtReadingPace(request, token, person.email, temperament);
    }

    // A profile on three facets (raw scores 0-32): only Carla's temperament is inside all three,
    // Erin and Joao miss some by different distances.
    const profileName = `Account lead ${stamp}`;
    const created = await request.post('/api/profiles/create-profile?role=manager', {
      headers,
      data: {
        name: profileName,
        min_anxiety: 12,
        max_anxiety: 22,
        min_hostility: 20,
        max_hostility: 32,
        min_depression: 0,
        max_depression: 10,
      },
    });
    expect(created.status()).toBe(201);
    const { profile } = (await created.json()) as { profile: { profile_id: number } };
    const ranked = await request.get(
      `/api/companies/rank-members?role=manager&profile_id=${profile.profile_id}`,
      { headers },
    );
    expect(ranked.status()).toBe(200);
    const { members } = (await ranked.json()) as ProfileRankingAnswer;
    // The server's own figures: continuous, distinct, not a row of ties at 100.
    expect(members.map((member) => member.name)).toEqual([carla.name, erin.name, joao.name]);
    const scores = members.map((member) => member.fitScore!);
    expect(new Set(scores).size).toBe(3);
    expect(scores.filter((score) => score === 100)).toHaveLength(0);

    await signInThroughUi(page, alicia);
    await page.goto('/company-panel?tab=profiles');
    await expect(page.getByRole('main').getByText(profileName, { exact: true })).toBeVisible();
    await rankAgainstProfile(page, profileName);
    const ranking = page.getByRole('grid', { name: `Members ranked against ${profileName}` });
    await expect(page.getByText(`3 people ranked against ${profileName}.`)).toBeVisible();

    // The screen lists the three best first, each with the server's score, not a percentage.
    const rowNames = ranking.getByRole('rowheader');
    await expect(rowNames).toHaveText([carla.name, erin.name, joao.name]);
    for (const member of members) {
      expect(await scoreOnScreen(page, profileName, member.name)).toBe(
        shownScore(member.fitScore!),
      );
    }
    const carlaRow = ranking.getByRole('row', { name: new RegExp(carla.name) });
    await expect(carlaRow.getByText('Inside every range', { exact: false })).toBeAttached();
    await expect(
      ranking
        .getByRole('row', { name: new RegExp(joao.name) })
        .getByText(/Outside at least one range/),
    ).toBeAttached();

    // Three stars; each button then offers the opposite.
    for (const person of [carla, erin, joao]) {
      await page.getByRole('button', { name: `Add ${person.name} to the shortlist` }).click();
      await expect(
        page.getByRole('button', { name: `Remove ${person.name} from the shortlist` }),
      ).toBeVisible();
    }

    // A reload keeps the profile chosen and the stars, which live on the server.
    await page.reload();
    await expect(page.getByText(`3 people ranked against ${profileName}.`)).toBeVisible();
    for (const person of [carla, erin, joao]) {
      await expect(
        page.getByRole('button', { name: `Remove ${person.name} from the shortlist` }),
      ).toBeVisible();
    }

    // The shortlist alone, then one taken off it: the list drops them at once.
    await page.getByText('Shortlist only', { exact: true }).click();
    await expect(page.getByText(`3 people ranked against ${profileName}.`)).toBeVisible();
    await page.getByRole('button', { name: `Remove ${joao.name} from the shortlist` }).click();
    await expect(page.getByText(`2 people ranked against ${profileName}.`)).toBeVisible();
    await expect(rowNames).toHaveText([carla.name, erin.name]);
    const shortlist = await request.get(
      `/api/companies/ranking-shortlist?role=manager&profile_id=${profile.profile_id}`,
      { headers },
    );
    expect(shortlist.status()).toBe(200);
    expect(JSON.stringify(await shortlist.json())).not.toContain(joao.email);

    // Back to everyone; three chosen for the comparison (the box's input hides behind its
    // drawn box: a person presses the label).
    await page.getByText('Shortlist only', { exact: true }).click();
    await expect(page.getByText(`3 people ranked against ${profileName}.`)).toBeVisible();
    const compareButton = page.getByRole('button', { name: /^Compare \d+ (person|people)$/ });
    await expect(compareButton).toBeDisabled();
    for (const person of [carla, erin, joao]) {
      const box = page.getByRole('checkbox', { name: `Compare ${person.name}` });
      await page.locator('label', { has: box }).click();
      await expect(box).toBeChecked();
    }
    await page.getByRole('button', { name: 'Compare 3 people' }).click();

    // The comparison names the three with their fit scores, draws the domains over the
    // profile's band and lists the same numbers, the profile's ranges among them.
    const comparison = page.locator('section', {
      has: page.getByRole('heading', { name: `Side by side against ${profileName}` }),
    });
    await expect(comparison).toBeVisible();
    const compared = await request.get(
      `/api/companies/compare-ranked-members?role=manager&profile_id=${profile.profile_id}&user_ids=${members
        .map((member) => member.user_id)
        .join(',')}`,
      { headers },
    );
    expect(compared.status()).toBe(200);
    const answer = (await compared.json()) as RankingComparisonAnswer;
    for (const person of answer.people) {
      const legend = comparison.getByRole('paragraph');
      await expect(legend.filter({ hasText: new RegExp(`^${person.name}$`) })).toBeVisible();
      await expect(
        legend.filter({ hasText: new RegExp(`^Fit ${shownScore(person.fitScore!)}$`) }),
      ).toBeVisible();
    }
    await expect(comparison.locator('canvas')).toBeVisible();
    const table = comparison.getByRole('table', {
      name: `Percentiles side by side against ${profileName}`,
    });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Scale',
      'Profile’s range (percentiles)',
      ...answer.people.map((person) => person.name),
    ]);
    // The five domains first: the profile sets facets only, so no domain has a range.
    await expect(table.getByRole('row')).toHaveCount(6);
    await comparison.getByRole('button', { name: 'Show the 30 facets' }).click();
    await comparison.getByRole('button', { name: 'Show as a table' }).click();
    await expect(comparison.locator('canvas')).toBeHidden();
    const anxiety = answer.scales.find((entry) => entry.scale === 'anxiety')!;
    const anxietyRow = table.getByRole('row', { name: /^Anxiety/ });
    await expect(anxietyRow.getByRole('cell').first()).toHaveText(
      `${anxiety.range!.low}–${anxiety.range!.high}`,
    );
    for (const [index, person] of answer.people.entries()) {
      await expect(anxietyRow.getByRole('cell').nth(index + 1)).toHaveText(
        String(person.percentiles!.anxiety),
      );
    }

    // The people pipeline, asked for the same profile's fit, shows the same numbers (D70).
    await page.goto('/company-panel?tab=people');
    await page
      .getByRole('main')
      .getByRole('button', { name: /Fit with profile/ })
      .click();
    await page.getByRole('option', { name: profileName }).click();
    const people = page.getByRole('grid', { name: 'People of the company' });
    for (const member of members) {
      const fit = people
        .getByRole('row', { name: new RegExp(member.name) })
        .getByRole('gridcell')
        .filter({ hasText: /Inside every range|Outside at least one range/ });
      await expect(fit).toHaveText(
        new RegExp(`^${shownScore(member.fitScore!).replace('.', '\\.')}(Inside|Outside)`),
      );
    }

    // Nothing runs past the screen's edge.
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
}
