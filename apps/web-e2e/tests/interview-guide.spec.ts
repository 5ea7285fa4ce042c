import {
  probeOf,
  questionBankEntries,
  type InterviewGuideAnswer,
} from '@facet/interview-guides-domain';
import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { finishCarefullyAtReadingPace } from '../support/assessment';
import { rankAgainstProfile } from '../support/ranking';
import { signInThroughApi, signInThroughUi } from '../support/sign-in';
import { expect, test } from '../support/tenant';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`a manager opens a person's interview guide from the ranking and downloads its PDF at ${viewport.width} px`, async ({
    page,
    request,
    tenant,
    stamp,
  }) => {
    // A 240-answer assessment through the API and a PDF rendered.
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const { admin: alicia, employee: erin } = tenant;
    const headers = { authorization: `Bearer ${await signInThroughApi(request, alicia)}` };
    await finishCarefullyAtReadingPace(
      request,
      await signInThroughApi(request, erin),
      erin.email,
      1,
    );
    // Ranges at the ends of three facets (raw 0-32): a careful protocol misses some of them.
    const profileName = `Night shift ${stamp}`;
    const created = await request.post('/api/profiles/create-profile?role=manager', {
      headers,
      data: {
        name: profileName,
        min_anxiety: 0,
        max_anxiety: 2,
        min_trust: 30,
        max_trust: 32,
        min_orderliness: 30,
        max_orderliness: 32,
      },
    });
    expect(created.status()).toBe(201);
    const { profile } = (await created.json()) as { profile: { profile_id: number } };
    const read = await request.get(
      `/api/interview-guides/guide?role=manager&email=${encodeURIComponent(erin.email)}&profile_id=${profile.profile_id}&lang=en`,
      { headers },
    );
    expect(read.status()).toBe(200);
    const guide = (await read.json()) as InterviewGuideAnswer;
    expect(guide.scales.length).toBeGreaterThan(0);
    const first = probeOf(guide.scales[0]!.scale, guide.scales[0]!.direction);

    await signInThroughUi(page, alicia);
    await page.goto('/company-panel?tab=profiles');
    await rankAgainstProfile(page, profileName);
    await page.getByRole('link', { name: `Interview guide for ${erin.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/interview-guide\\?profile=${profile.profile_id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Interview guide' })).toBeVisible();
    await expect(page.getByText(/it never decides/)).toBeVisible();
    for (const question of first.questions) {
      await expect(
        page.getByText(questionBankEntries[question].en, { exact: false }),
      ).toBeVisible();
    }

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^interview-guide-\d+-en\.pdf$/);
    const pdf = await readFile(await file.path());
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
      mergePages: true,
    });
    const printed = text.replace(/\s+/g, ' ');
    expect(printed).toContain(erin.name);
    for (const question of first.questions) {
      expect(printed).toContain(questionBankEntries[question].en.replace(/\s+/g, ' '));
    }
  });
}
