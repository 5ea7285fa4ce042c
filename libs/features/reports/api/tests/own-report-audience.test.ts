import {
  bearer,
  completeAssessment,
  createAssessmentTestServer,
  createCompany,
  createPerson,
} from '@facet/assessment-api/testing';
import type { TestServer } from '@facet/platform-testing';
import type { ResultReport } from '@facet/reports-domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportsPlugin } from '../src/index';
import { reportsPorts } from './testing';

/** Issue 19: the person's own report keeps the Family section, written for them. */
let testServer: TestServer;
let owner: number;
let resultId: number;
beforeAll(async () => {
  testServer = await createAssessmentTestServer([
    { plugin: reportsPlugin, options: { ...reportsPorts, pagePoolSize: 1 } },
  ]);
  const database = testServer.testDatabase.database;
  owner = await createPerson(database, { companyId: await createCompany(database, 5) });
  resultId = await completeAssessment(testServer.server, owner);
}, 60_000);
afterAll(() => testServer.close());

describe('the person’s own report', () => {
  it('holds the Family section and leaves nothing out', async () => {
    const response = await testServer.server.inject({
      method: 'GET',
      url: `/api/diagnoses/get-result-inform?result_id=${resultId}&lang=en`,
      headers: bearer(owner),
    });
    expect(response.statusCode).toBe(200);
    const { inform: report } = response.result as { inform: ResultReport };
    expect(report.sections.map((section) => section.key)).toContain('family');
    expect(report.omittedSections).toEqual([]);
  });

  it('prints the Family section in the PDF, without the note for companies', async () => {
    const link = await testServer.server.inject({
      method: 'POST',
      url: `/api/diagnoses/get-inform-document/${resultId}?lang=en`,
      headers: bearer(owner),
      payload: {},
    });
    const download = await testServer.server.inject({
      method: 'GET',
      url: (link.result as { pdfUrl: string }).pdfUrl,
    });
    const { text } = await extractText(
      await getDocumentProxy(new Uint8Array(download.rawPayload)),
      { mergePages: true },
    );
    // Extraction may break a long line; compare without whitespace.
    const printed = text.replace(/\s+/g, '');
    expect(printed).toContain('tendenciesthatusuallyshowincloseandfamilylife');
    expect(printed).not.toContain('writtenforthepersononly');
  }, 60_000);
});
