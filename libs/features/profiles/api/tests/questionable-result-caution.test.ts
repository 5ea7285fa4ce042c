import { normsOfVersion, type ValidityFlag, type ValidityStatus } from '@facet/assessment-domain';
import type { Database } from '@facet/platform-db';
import type { TestServer } from '@facet/platform-testing';
import {
  questionableResultCaution,
  resultDecisionOf,
  resultDecisionWords,
} from '@facet/profiles-domain';
import { rangesFromProfileFields } from '@facet/reports-domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addResult,
  callerFor,
  createProfilesTestServer,
  scoresWith,
  type Caller,
} from '../src/testing';

/** Psychometric review F3: a questionable result reaches the company under a caution. */
let testServer: TestServer;
let database: Database;
let mario: Caller;

/** The validity a result is stored with; no row (null) is a result finished before the checks. */
interface ProtocolValidityRow {
  status: ValidityStatus;
  flags: ValidityFlag[];
}

/** A result of the person in Acme Demo, stored with the given validity. */
async function resultOf(email: string, validity: ProtocolValidityRow | null): Promise<number> {
  const resultId = await addResult(database, email, 'Acme Demo');
  if (validity) {
    await database('results')
      .where({ id: resultId })
      .update({ validity: JSON.stringify({ ...validity, indices: null }) });
  }
  return resultId;
}

/** The company's PDF of the result, page by page, without whitespace (extraction may break lines). */
async function printedPages(email: string, resultId: number, lang: string): Promise<string[]> {
  const answer = await mario(
    'POST',
    `/api/companies/get-employee-inform-document/${email}/${resultId}?lang=${lang}`,
    {},
  );
  expect(answer.statusCode).toBe(200);
  const pdf = new Uint8Array(Buffer.from(answer.body['pdfBase64'] as string, 'base64'));
  const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ''));
}

const printedReport = async (email: string, resultId: number, lang: string) =>
  (await printedPages(email, resultId, lang)).join('');

const compact = (text: string) => text.replace(/\s+/g, '');

beforeAll(async () => {
  testServer = await createProfilesTestServer();
  database = testServer.testDatabase.database;
  mario = callerFor(testServer.server, database, 'mario@acme.example');
});
afterAll(() => testServer.close());

describe('a questionable result as the company reads it', () => {
  it('keeps its report, and the PDF prints the caution above every score', async () => {
    const resultId = await resultOf('erin@acme.example', {
      status: 'questionable',
      flags: ['antonym_inconsistency', 'too_fast'],
    });
    const answer = await mario(
      'GET',
      `/api/companies/get-employee-result-inform?result_id=${resultId}&lang=en&email=erin@acme.example`,
    );
    expect(answer.body).toMatchObject({
      validity: { status: 'questionable', flags: ['antonym_inconsistency', 'too_fast'] },
      inform: { result_id: resultId },
    });
    const printed = await printedReport('erin@acme.example', resultId, 'en');
    const caution = printed.indexOf(compact(questionableResultCaution.title.en));
    expect(caution).toBeGreaterThan(-1);
    expect(printed).toContain(compact(questionableResultCaution.text.en));
    expect(caution).toBeLessThan(printed.indexOf('BigFivedomains(percentile)'));
    const [cover = ''] = await printedPages('erin@acme.example', resultId, 'en');
    expect(cover).toContain(compact(questionableResultCaution.title.en));
  }, 60_000);

  it('says a result finished before the checks was never checked, in Spanish', async () => {
    const resultId = await resultOf('joao@acme.example', null);
    const printed = await printedReport('joao@acme.example', resultId, 'es');
    expect(printed).toContain(compact(questionableResultCaution.title.es));
    expect(printed).toContain(compact(questionableResultCaution.uncheckedText.es));
    expect(printed).not.toContain(compact(questionableResultCaution.text.es));
  }, 60_000);

  it('prints no caution on a valid result', async () => {
    const resultId = await resultOf('carla@acme.example', { status: 'valid', flags: [] });
    const printed = await printedReport('carla@acme.example', resultId, 'pt');
    expect(printed).not.toContain(compact(questionableResultCaution.title.pt));
  }, 60_000);
});

/**
 * Ranges a result of scoresWith(16) meets on Anxiety, misses clearly on Extraversion (96, above
 * 0..50) and within the margin of error on Trust (16, below 20..30).
 */
const ranges = {
  min_anxiety: 10,
  max_anxiety: 20,
  min_trust: 20,
  max_trust: 30,
  min_extraversion: 0,
  max_extraversion: 50,
};

/** A new profile of the company with those ranges, chosen for the result. */
async function chooseProfileFor(email: string, resultId: number, name: string): Promise<void> {
  const created = await mario('POST', '/api/profiles/create-profile', { name, ...ranges });
  expect(created.statusCode).toBe(201);
  const { profile_id } = created.body['profile'] as { profile_id: number };
  const chosen = await mario('PATCH', '/api/companies/employee-result-profile', {
    result_id: resultId,
    email,
    profile_id,
  });
  expect(chosen.statusCode).toBe(200);
}

const decision = resultDecisionOf(
  { scores: scoresWith(16), norms: normsOfVersion('johnson-2014/1'), validity: 'valid' },
  rangesFromProfileFields(ranges),
);

describe('the company’s PDF, decision first (D69)', () => {
  it('prints the fit and the scales outside on the page after the cover, before any chart', async () => {
    const resultId = await resultOf('erin@acme.example', { status: 'valid', flags: [] });
    await chooseProfileFor('erin@acme.example', resultId, 'Field sales');
    const pages = await printedPages('erin@acme.example', resultId, 'en');
    const [cover = '', decisionPage = ''] = pages;
    expect(cover).toContain('Personalityprofile');
    expect(cover).not.toContain(compact('Fit with'));
    expect(decisionPage).toContain(compact('Fit with “Field sales”'));
    expect(decision.fitScore!.score).toBeLessThan(90);
    expect(decisionPage).toContain(compact(`${decision.fitScore!.score} out of 100`));
    expect(decisionPage).toContain(compact(resultDecisionWords.outside.en));
    expect(decisionPage).toContain(compact('2 of 3 scales outside the profile’s ranges'));
    const [extraversion, trust] = decision.outOfRange;
    expect([extraversion?.scale, trust?.scale]).toEqual(['extraversion', 'trust']);
    const clearMiss = compact(
      `Extraversion: percentile ${extraversion!.percentile}, above the range ${extraversion!.rangeLow}–${extraversion!.rangeHigh}`,
    );
    const nearMiss = compact(
      `Trust: percentile ${trust!.percentile}, just below the range ${trust!.rangeLow}–${trust!.rangeHigh}, within the margin of error`,
    );
    expect(decisionPage.indexOf(clearMiss)).toBeGreaterThan(-1);
    expect(decisionPage.indexOf(nearMiss)).toBeGreaterThan(decisionPage.indexOf(clearMiss));
    expect(decisionPage).toContain(compact('Scale by scale against “Field sales”'));
    expect(decisionPage).not.toContain('BigFivedomains(percentile)');
    const printed = pages.join('');
    const order = [
      compact('Fit with “Field sales”'),
      compact(resultDecisionWords.outsideTitle.en),
      'BigFivedomains(percentile)',
      compact('Comparison with the profile "Field sales"'),
    ].map((marker) => printed.indexOf(marker));
    expect(order.every((position) => position > -1)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // Percentiles only: the fit says nothing in T points.
    expect(printed).not.toContain('Tpoints');
    expect(printed).not.toContain('T-score');
  }, 60_000);

  it('keeps the caution of a questionable result on the cover, the fit next, in Spanish', async () => {
    const resultId = await resultOf('joao@acme.example', {
      status: 'questionable',
      flags: ['too_fast'],
    });
    await chooseProfileFor('joao@acme.example', resultId, 'Ventas de campo');
    const [cover = '', decisionPage = ''] = await printedPages('joao@acme.example', resultId, 'es');
    expect(cover).toContain(compact(questionableResultCaution.title.es));
    expect(cover).not.toContain(compact('Ajuste con'));
    expect(decisionPage).toContain(compact('Ajuste con «Ventas de campo»'));
    expect(decisionPage).toContain(compact(resultDecisionWords.outsideTitle.es));
    expect(decisionPage).toContain(compact('2 de 3 escalas fuera de los rangos del perfil'));
  }, 60_000);

  it('says every scale is inside, in Portuguese, when the fit misses none', async () => {
    const resultId = await resultOf('carla@acme.example', { status: 'valid', flags: [] });
    const created = await mario('POST', '/api/profiles/create-profile', {
      name: 'Operações',
      min_anxiety: 10,
      max_anxiety: 20,
    });
    const { profile_id } = created.body['profile'] as { profile_id: number };
    await mario('PATCH', '/api/companies/employee-result-profile', {
      result_id: resultId,
      email: 'carla@acme.example',
      profile_id,
    });
    const [, decisionPage = ''] = await printedPages('carla@acme.example', resultId, 'pt');
    expect(decisionPage).toContain(compact('Ajuste com «Operações»'));
    expect(decisionPage).toContain(compact(resultDecisionWords.allInside.pt));
    expect(decisionPage).toContain(compact(resultDecisionWords.inside.pt));
    expect(decisionPage).not.toContain(compact(resultDecisionWords.outsideTitle.pt));
  }, 60_000);

  it('follows the cover with the charts when no profile is chosen', async () => {
    const resultId = await resultOf('erin@acme.example', { status: 'valid', flags: [] });
    const [, second = ''] = await printedPages('erin@acme.example', resultId, 'en');
    expect(second).toContain('BigFivedomains(percentile)');
    expect(second).not.toContain(compact('Fit with'));
  }, 60_000);
});
