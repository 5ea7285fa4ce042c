import { readFile } from 'node:fs/promises';
import {
  answerScale,
  currentNorms,
  itemBankVersion,
  protocolValidity,
  scoreAnswers,
  type Answer,
} from '@facet/assessment-domain';
import { simulatePopulation } from '@facet/assessment-domain/testing';
import type { Language } from '@facet/platform-kernel';
import type { Locator, Page } from '@playwright/test';
import { withRunDatabase } from '../support/run-database';
import { signInToBackOffice } from '../support/sign-in';
import { expect, test } from '../support/tenant';

/**
 * Above the report's minimum of 200 a cell even after the few invalid protocols are left out of
 * its alphas.
 */
const protocolsPerLanguage = 220;
const simulatedLanguages: readonly Language[] = ['en', 'es', 'pt'];
/** An earlier item-bank version with a handful of results: a cell short of its minimum. */
const thinVersion = 'ipip-neo-240/2';
const thinProtocols = 12;

interface StoredProtocol {
  lang: Language;
  version: string;
  answers: Readonly<Record<string, Answer>>;
}

/**
 * Stores finished attempts of the tenant's own people as the assessment does: a candidate per
 * protocol, the attempt, every answer and the result with its scores and validity, a statement
 * per table.
 */
async function storeFinishedAttempts(
  companyId: number,
  stamp: string,
  protocols: readonly StoredProtocol[],
): Promise<void> {
  await withRunDatabase(async (client) => {
    await client.query('begin');
    try {
      const emails = protocols.map((_, index) => `respondent.${index}.${stamp}@tenant.example`);
      const users = await client.query<{ id: string; email: string }>(
        `insert into users (name, email, lang)
         select 'Respondent ' || ordinality, email, lang
           from unnest($1::text[], $2::text[]) with ordinality as person (email, lang)
         returning id, email`,
        [emails, protocols.map(({ lang }) => lang)],
      );
      const userIdOf = new Map(users.rows.map(({ id, email }) => [email, id]));
      const userIds = emails.map((email) => userIdOf.get(email)!);
      await client.query(
        `insert into memberships (user_id, company_id, role, licence_state)
         select user_id, $2, 'candidate', 'no' from unnest($1::bigint[]) as user_id`,
        [userIds, companyId],
      );
      const sessions = await client.query<{ id: string; user_id: string }>(
        `insert into assessment_sessions
           (user_id, company_id, status, item_bank_version, lang, completed_at)
         select user_id, $2, 'completed', version, lang, now()
           from unnest($1::bigint[], $3::text[], $4::text[]) as attempt (user_id, version, lang)
         returning id, user_id`,
        [
          userIds,
          companyId,
          protocols.map(({ version }) => version),
          protocols.map(({ lang }) => lang),
        ],
      );
      const sessionIdOf = new Map(sessions.rows.map((session) => [session.user_id, session.id]));
      const sessionIds = userIds.map((userId) => sessionIdOf.get(userId)!);
      const answers = {
        sessionIds: [] as string[],
        itemIds: [] as string[],
        values: [] as number[],
      };
      protocols.forEach((protocol, index) => {
        for (const [itemId, answer] of Object.entries(protocol.answers)) {
          answers.sessionIds.push(sessionIds[index]!);
          answers.itemIds.push(itemId);
          answers.values.push(answerScale.indexOf(answer));
        }
      });
      await client.query(
        `insert into answers (session_id, item_id, value)
         select * from unnest($1::bigint[], $2::text[], $3::smallint[])`,
        [answers.sessionIds, answers.itemIds, answers.values],
      );
      await client.query(
        `insert into results
           (user_id, company_id, session_id, number, scores, item_bank_version, norm_version,
            lang, validity)
         select user_id, $2, session_id, 1, scores::jsonb, version, $3, lang, validity::jsonb
           from unnest($1::bigint[], $4::bigint[], $5::text[], $6::text[], $7::text[], $8::text[])
             as result (user_id, session_id, scores, version, lang, validity)`,
        [
          userIds,
          companyId,
          currentNorms.version,
          sessionIds,
          protocols.map(({ answers: protocolAnswers }) =>
            JSON.stringify(scoreAnswers(protocolAnswers)),
          ),
          protocols.map(({ version }) => version),
          protocols.map(({ lang }) => lang),
          protocols.map(({ answers: protocolAnswers }) =>
            JSON.stringify(protocolValidity(protocolAnswers)),
          ),
        ],
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  });
}

/** The card of one language and version, found by its heading. */
function cellSection(page: Page, title: string): Locator {
  return page.getByRole('heading', { name: title }).locator('xpath=ancestor::section[1]');
}

/** Checks a cell with figures: at least the seeded N, and alphas for a facet and its domain. */
async function expectFiguresOf(page: Page, title: string): Promise<void> {
  const cell = cellSection(page, title);
  await expect(cell.getByRole('heading', { name: title })).toBeVisible();
  const count = await cell.getByText(/^[\d,]+ results$/).innerText();
  expect(
    Number(count.replace(/\D/g, '')),
    `${title} counts the seeded results`,
  ).toBeGreaterThanOrEqual(protocolsPerLanguage);
  const scales = cell.getByRole('table', {
    name: 'Reliability, test–retest and T-scores by scale',
  });
  // The row reads its scale, then its alpha: a coefficient with two decimals.
  await expect(
    scales.getByRole('row', { name: /^Neuroticism vs\. emotional stability 0\.\d\d/ }),
  ).toBeVisible();
  await expect(scales.getByRole('row', { name: /^Anxiety 0\.\d\d/ })).toBeVisible();
  await expect(cell.getByText(/^Not enough data yet/)).toHaveCount(0);
}

test('the back office’s instrument report shows each language’s N and alphas from stored protocols, a thin cell as not enough data, and downloads its CSV, on a desktop and a phone', async ({
  page,
  tenant,
  stamp,
}) => {
  // 672 protocols of 240 answers into the database, then a report over every stored result.
  test.setTimeout(120_000);
  const protocols: StoredProtocol[] = [
    ...simulatedLanguages.flatMap((lang, languageIndex) =>
      simulatePopulation({
        respondentClass: 'attentive',
        count: protocolsPerLanguage,
        seed: 3500 + languageIndex,
      }).map(({ answers }) => ({
        lang,
        version: itemBankVersion,
        answers: answers as Record<string, Answer>,
      })),
    ),
    ...simulatePopulation({ respondentClass: 'attentive', count: thinProtocols, seed: 3599 }).map(
      ({ answers }) => ({
        lang: 'en' as const,
        version: thinVersion,
        answers: answers as Record<string, Answer>,
      }),
    ),
  ];
  await storeFinishedAttempts(tenant.company.id, stamp, protocols);

  await page.setViewportSize({ width: 1440, height: 900 });
  await signInToBackOffice(page);
  await page.getByRole('tab', { name: 'Instrument' }).click();
  await expect(page.getByRole('heading', { name: 'Instrument report', level: 2 })).toBeVisible();
  for (const language of ['English', 'Spanish', 'Portuguese']) {
    await expectFiguresOf(page, `${language} · ${itemBankVersion}`);
  }
  const thin = cellSection(page, `English · ${thinVersion}`);
  await expect(thin.getByText(/^Not enough data yet \(\d+ of 200\)$/)).toBeVisible();

  const csv = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/admin/instrument-report.csv',
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await csv).status()).toBe(200);
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^instrument-report-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '').split('\n');
  expect(rows[0]).toBe('language,item_bank_version,section,statistic,subject,n,value');
  await expect(page.getByText('The CSV file could not be downloaded. Try again.')).toHaveCount(0);

  // On a phone the same report fits the width: its tables scroll inside their cards, not the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expectFiguresOf(page, `Portuguese · ${itemBankVersion}`);
  await expect(thin.getByText(/^Not enough data yet/)).toBeVisible();
  const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(scrollWidth, 'the page scrolls sideways at 390 px').toBeLessThanOrEqual(390);
});
