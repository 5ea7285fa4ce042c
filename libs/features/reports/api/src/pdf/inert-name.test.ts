import {
  bearer,
  completeAssessment,
  createAssessmentTestServer,
  createCompany,
  createPerson,
} from '@facet/assessment-api/testing';
import type { TestServer } from '@facet/platform-testing';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportsPorts } from '../../tests/testing';
import { reportsPlugin } from '../index';

/** A name typed to run script wherever it is shown as HTML (issue #13). */
const hostileName = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';

let testServer: TestServer;
let person: number;
let resultId: number;
beforeAll(async () => {
  testServer = await createAssessmentTestServer([
    { plugin: reportsPlugin, options: { ...reportsPorts, pagePoolSize: 1 } },
  ]);
  const database = testServer.testDatabase.database;
  const company = await createCompany(database, 5);
  person = await createPerson(database, { companyId: company, name: hostileName });
  resultId = await completeAssessment(testServer.server, person);
}, 60_000);
afterAll(() => testServer.close());

describe('a name with HTML and script in the PDF report', () => {
  it('is printed as the literal characters the person typed', async () => {
    const link = await testServer.server.inject({
      method: 'POST',
      url: `/api/diagnoses/get-inform-document/${resultId}?lang=en`,
      headers: bearer(person),
      payload: {},
    });
    expect(link.statusCode).toBe(200);
    const download = await testServer.server.inject({
      method: 'GET',
      url: (link.result as { pdfUrl: string }).pdfUrl,
    });
    expect(download.statusCode).toBe(200);

    const pdf = await getDocumentProxy(new Uint8Array(download.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    // PDF text extraction may break a long line; compare without whitespace.
    const printed = text.replace(/\s+/g, '');
    expect(printed).toContain(hostileName.replace(/\s+/g, ''));
  }, 60_000);
});
