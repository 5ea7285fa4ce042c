import type { ValidityFlag, ValidityStatus } from '@facet/assessment-domain';
import type { Database } from '@facet/platform-db';
import type { TestServer } from '@facet/platform-testing';
import { questionableResultCaution } from '@facet/profiles-domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addResult, callerFor, createProfilesTestServer, type Caller } from '../src/testing';

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
