import type { TestServer } from '@facet/platform-testing';
import type { ResultReport } from '@facet/reports-domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addResult, callerFor, createProfilesTestServer, type Caller } from '../src/testing';

/** Issue 19: the Family section is written for the person only, never for their company. */
let testServer: TestServer;
let mario: Caller;
let erinResult: number;

beforeAll(async () => {
  testServer = await createProfilesTestServer();
  const database = testServer.testDatabase.database;
  mario = callerFor(testServer.server, database, 'mario@acme.example');
  erinResult = await addResult(database, 'erin@acme.example', 'Acme Demo');
});
afterAll(() => testServer.close());

describe('an employee’s report as the company reads it', () => {
  it.each([
    ['en', 'Family', /written for the person only/],
    ['es', 'Familia', /escrita solo para la persona/],
    ['pt', 'Família', /escrita só para a pessoa/],
  ])('leaves Family out of the result call and says why (%s)', async (lang, title, reason) => {
    const answer = await mario(
      'GET',
      `/api/companies/get-employee-result-inform?result_id=${erinResult}&lang=${lang}&email=erin@acme.example`,
    );
    expect(answer.statusCode).toBe(200);
    const report = answer.body['inform'] as ResultReport;
    expect(report.sections.map((section) => section.key)).toEqual([
      'socialRelationships',
      'work',
      'leadershipNeed',
      'keyPersonToPerson',
      'generalConclusion',
    ]);
    expect(report.omittedSections).toHaveLength(1);
    expect(report.omittedSections[0]).toMatchObject({ key: 'family', title });
    expect(report.omittedSections[0]?.reason).toMatch(reason);
  });

  it('leaves the Family text out of the PDF and prints why instead', async () => {
    const answer = await mario(
      'POST',
      `/api/companies/get-employee-inform-document/erin@acme.example/${erinResult}?lang=en`,
      {},
    );
    expect(answer.statusCode).toBe(200);
    const pdf = new Uint8Array(Buffer.from(answer.body['pdfBase64'] as string, 'base64'));
    const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
    // Extraction may break a long line; compare without whitespace.
    const printed = text.replace(/\s+/g, '');
    expect(printed).toContain('Thissectioniswrittenforthepersononly');
    expect(printed).not.toContain('tendenciesthatusuallyshowincloseandfamilylife');
    expect(printed).toContain('Leadershipneed');
  }, 60_000);
});
