import { accountPlugin } from '@facet/account-api';
import {
  bearer,
  completeAssessment,
  createAssessmentTestServer,
  createCompany,
  createPerson,
} from '@facet/assessment-api/testing';
import type { TestServer } from '@facet/platform-testing';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PdfRenderer, reportsPlugin } from '../src/index';

let testServer: TestServer;
let owner: number;
let stranger: number;
let resultId: number;
const renderer = new PdfRenderer({ poolSize: 2 });
beforeAll(async () => {
  testServer = await createAssessmentTestServer([
    { plugin: reportsPlugin, options: { renderer } },
    { plugin: accountPlugin },
  ]);
  const database = testServer.testDatabase.database;
  const company = await createCompany(database, 5);
  owner = await createPerson(database, { companyId: company, name: 'Ana Pereira' });
  stranger = await createPerson(database, { companyId: company });
  resultId = await completeAssessment(testServer.server, owner);
}, 60_000);
afterAll(async () => {
  await testServer.close();
  await renderer.close();
});

const askForDocument = (userId: number, id: number, lang: string) =>
  testServer.server.inject({
    method: 'POST',
    url: `/api/diagnoses/get-inform-document/${id}?lang=${lang}`,
    headers: bearer(userId),
    payload: { charts: ['ignored'] },
  });

/** The text of the PDF behind a fresh link, without whitespace (extraction may break lines). */
async function printedText(userId: number, lang: string): Promise<string> {
  const link = await askForDocument(userId, resultId, lang);
  const download = await testServer.server.inject({
    method: 'GET',
    url: (link.result as { pdfUrl: string }).pdfUrl,
  });
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(download.rawPayload)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, '');
}

describe('POST /api/diagnoses/get-inform-document/{id}', () => {
  it('answers a signed link whose GET is a PDF of the result', async () => {
    const response = await askForDocument(owner, resultId, 'es');
    expect(response.statusCode).toBe(200);
    const { pdfUrl } = response.result as { pdfUrl: string };
    expect(pdfUrl).toMatch(/^\/api\/diagnoses\/inform-document\/[\w-]+\.[\w-]+$/);
    const download = await testServer.server.inject({ method: 'GET', url: pdfUrl });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="facet-report-1-es.pdf"',
    );
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(download.rawPayload.length).toBeGreaterThan(10_000);
  }, 60_000);

  it('serves the same document from the cache the second time', async () => {
    const first = await askForDocument(owner, resultId, 'pt');
    const firstPdf = await testServer.server.inject({
      method: 'GET',
      url: (first.result as { pdfUrl: string }).pdfUrl,
    });
    const renders = vi.spyOn(renderer, 'render');
    const second = await askForDocument(owner, resultId, 'pt');
    const secondPdf = await testServer.server.inject({
      method: 'GET',
      url: (second.result as { pdfUrl: string }).pdfUrl,
    });
    expect(secondPdf.rawPayload.equals(firstPdf.rawPayload)).toBe(true);
    expect(renders).not.toHaveBeenCalled();
    renders.mockRestore();
  }, 60_000);

  it('prints a new name at once after the person renames themselves', async () => {
    expect(await printedText(owner, 'en')).toContain('AnaPereira');
    const renamed = await testServer.server.inject({
      method: 'PATCH',
      url: '/api/user/update-profile',
      headers: bearer(owner),
      payload: { name: 'Ana Rectified' },
    });
    expect(renamed.statusCode).toBe(200);
    const printed = await printedText(owner, 'en');
    expect(printed).toContain('AnaRectified');
    expect(printed).not.toContain('AnaPereira');
  }, 60_000);

  it('answers 404 for someone else’s result and never renders it', async () => {
    const response = await askForDocument(stranger, resultId, 'en');
    expect(response.statusCode).toBe(404);
  });

  it('answers 404 for a link that was tampered with', async () => {
    const response = await askForDocument(owner, resultId, 'en');
    const { pdfUrl } = response.result as { pdfUrl: string };
    const tampered = pdfUrl.replace(/\.[\w-]+$/, '.AAAA');
    const download = await testServer.server.inject({ method: 'GET', url: tampered });
    expect(download.statusCode).toBe(404);
    expect((download.result as { message: string }).message).toMatch(/invalid or has expired/);
  }, 60_000);

  it('needs a session to ask for a link', async () => {
    const response = await testServer.server.inject({
      method: 'POST',
      url: `/api/diagnoses/get-inform-document/${resultId}?lang=en`,
    });
    expect(response.statusCode).toBe(401);
  });
});
