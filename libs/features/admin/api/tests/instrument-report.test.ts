import {
  answerScale,
  currentNorms,
  facets,
  itemBankVersion,
  protocolValidity,
  scoreAnswers,
  type Answer,
  type InstrumentReport,
} from '@facet/assessment-domain';
import { simulatePopulation } from '@facet/assessment-domain/testing';
import type { Language } from '@facet/platform-kernel';
import type { Knex } from 'knex';
import { beforeAll, describe, expect, it } from 'vitest';
import { startAdminTestServer, userCaller } from './testing';

const { server, database, admin } = startAdminTestServer();

const englishProtocols = 240;
const spanishProtocols = 30;

/**
 * Stores finished attempts as the assessment does, a statement per table: people, their
 * attempts, every answer (one `unnest` insert) and the results with scores and validity.
 */
async function storeFinishedAttempts(
  knex: Knex,
  protocols: readonly { lang: Language; answers: Readonly<Record<string, Answer>> }[],
): Promise<void> {
  const users = await knex('users')
    .insert(
      protocols.map((_, index) => ({
        email: `respondent-${index}@instrument.test`,
        name: `Respondent ${index}`,
      })),
    )
    .returning<{ id: number }[]>('id');
  const sessions = await knex('assessment_sessions')
    .insert(
      protocols.map(({ lang }, index) => ({
        user_id: users[index]!.id,
        status: 'completed',
        item_bank_version: itemBankVersion,
        lang,
        completed_at: knex.fn.now(),
      })),
    )
    .returning<{ id: number }[]>('id');
  const answerColumns = {
    sessionIds: [] as number[],
    itemIds: [] as string[],
    values: [] as number[],
  };
  protocols.forEach(({ answers }, index) => {
    for (const [itemId, answer] of Object.entries(answers)) {
      answerColumns.sessionIds.push(sessions[index]!.id);
      answerColumns.itemIds.push(itemId);
      answerColumns.values.push(answerScale.indexOf(answer));
    }
  });
  await knex.raw(
    `insert into answers (session_id, item_id, value)
     select * from unnest(?::bigint[], ?::text[], ?::smallint[])`,
    [answerColumns.sessionIds, answerColumns.itemIds, answerColumns.values],
  );
  await knex('results').insert(
    protocols.map(({ lang, answers }, index) => ({
      user_id: users[index]!.id,
      session_id: sessions[index]!.id,
      number: 1,
      scores: JSON.stringify(scoreAnswers(answers)),
      item_bank_version: itemBankVersion,
      norm_version: currentNorms.version,
      lang,
      validity: JSON.stringify(protocolValidity(answers)),
    })),
  );
}

beforeAll(async () => {
  const people = simulatePopulation({
    respondentClass: 'attentive',
    count: englishProtocols + spanishProtocols,
    seed: 49,
  });
  await storeFinishedAttempts(
    database(),
    people.map(({ answers }, index) => ({
      lang: index < englishProtocols ? 'en' : 'es',
      answers: answers as Record<string, Answer>,
    })),
  );
});

describe('GET /api/admin/instrument-report', () => {
  it('measures the stored protocols of each language and version', async () => {
    const { statusCode, body } = await admin('GET', '/api/admin/instrument-report');
    expect(statusCode).toBe(200);
    const report = body as unknown as InstrumentReport;
    expect(report.cells.map(({ lang, itemBankVersion: version, n }) => [lang, version, n])).toEqual(
      [
        ['en', itemBankVersion, englishProtocols],
        ['es', itemBankVersion, spanishProtocols],
        ['pt', itemBankVersion, 0],
      ],
    );
    const [english, spanish] = report.cells;
    const reliability = english!.figures!.reliability;
    expect(reliability.n).toBeGreaterThan(englishProtocols - 5);
    const facetAlphas = facets.map((facet) => reliability.figures!.facetAlpha[facet]!);
    expect(Math.min(...facetAlphas)).toBeGreaterThan(0.6);
    expect(Math.max(...facetAlphas)).toBeLessThan(0.9);
    expect(english!.figures!.validityIndices.figures!.consistency!.n).toBe(englishProtocols);
    expect(english!.figures!.validityStatuses.shares.valid).toBeGreaterThan(0.9);
    expect(english!.figures!.retest).toEqual({ n: 0, minimum: 50, figures: null });
    expect(spanish).toEqual({
      lang: 'es',
      itemBankVersion,
      n: spanishProtocols,
      minimum: 200,
      figures: null,
    });
  });

  it('downloads the same report as CSV, a row per figure', async () => {
    const response = await admin('GET', '/api/admin/instrument-report.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="instrument-report-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = response.payload
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('language,item_bank_version,section,statistic,subject,n,value');
    expect(lines[1]).toBe(
      `en,${itemBankVersion},results,count,,${englishProtocols},${englishProtocols}`,
    );
    expect(lines).toContain(
      `es,${itemBankVersion},results,not_enough_data,,${spanishProtocols},200`,
    );
    expect(lines).toContain(`pt,${itemBankVersion},results,not_enough_data,,0,200`);
    expect(lines.filter((line) => line.includes(',corrected_item_total,'))).toHaveLength(240);
  });

  it.each(['/api/admin/instrument-report', '/api/admin/instrument-report.csv'])(
    'refuses %s without an admin token',
    async (url) => {
      expect((await server().inject({ method: 'GET', url })).statusCode).toBe(401);
      const employee = await userCaller(server(), 'erin@acme.example')('GET', url);
      expect(employee.statusCode).toBe(401);
      expect(employee.payload).not.toContain('reliability');
    },
  );
});
