import { accountPlugin, type AccountPorts } from '@facet/account-api';
import { membershipWithCompany, removeMember } from '@facet/company-api';
import { lockUserContact, renameUser, userContactOf } from '@facet/session-api';
import {
  bearer,
  completeAssessment,
  createAssessmentTestServer,
  createCompany,
  createPerson,
} from '@facet/assessment-api/testing';
import type { ValidityFlag, ValidityStatus } from '@facet/assessment-domain';
import type { TestServer } from '@facet/platform-testing';
import { atAGlanceHeadings, ownValidityNotice } from '@facet/reports-domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PdfRenderer, reportsPlugin } from '../src/index';
import { reportsPorts } from './testing';

const accountPorts: AccountPorts = {
  userContactOf,
  lockUserContact,
  renameUser,
  membershipWithCompany,
  removeMember,
};

let testServer: TestServer;
let owner: number;
let stranger: number;
let resultId: number;
let company: number;
const renderer = new PdfRenderer({ poolSize: 2 });
beforeAll(async () => {
  testServer = await createAssessmentTestServer([
    { plugin: reportsPlugin, options: { ...reportsPorts, renderer } },
    { plugin: accountPlugin, options: accountPorts },
  ]);
  const database = testServer.testDatabase.database;
  company = await createCompany(database, 5);
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

/**
 * The text of each page of the PDF behind a fresh link, without whitespace (extraction may break
 * lines).
 */
async function printedPages(userId: number, lang: string, id = resultId): Promise<string[]> {
  const link = await askForDocument(userId, id, lang);
  const download = await testServer.server.inject({
    method: 'GET',
    url: (link.result as { pdfUrl: string }).pdfUrl,
  });
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(download.rawPayload)), {
    mergePages: false,
  });
  return text.map((page) => page.replace(/\s+/g, ''));
}

const printedText = async (userId: number, lang: string) =>
  (await printedPages(userId, lang)).join('');

const compact = (text: string) => text.replace(/\s+/g, '');

/** A new person of the company with one result, stored with the given validity. */
async function resultWithValidity(
  status: ValidityStatus,
  flags: readonly ValidityFlag[],
): Promise<{ userId: number; resultId: number }> {
  const database = testServer.testDatabase.database;
  const userId = await createPerson(database, { companyId: company });
  const id = await completeAssessment(testServer.server, userId);
  await database('results')
    .where({ id })
    .update({ validity: JSON.stringify({ status, flags, indices: null }) });
  return { userId, resultId: id };
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

  it('opens with a cover, then the profile at a glance, the facets and how to read them', async () => {
    const person = await resultWithValidity('valid', []);
    const pages = await printedPages(person.userId, 'en', person.resultId);
    const [cover = ''] = pages;
    expect(cover).toContain('Personalityprofile');
    expect(cover).not.toContain(compact(atAGlanceHeadings.title.en));
    const printed = pages.join('');
    const order = [
      'Facet',
      'Personalityprofile',
      compact(atAGlanceHeadings.title.en),
      compact(atAGlanceHeadings.strengths.en),
      compact(atAGlanceHeadings.watchOuts.en),
      compact(atAGlanceHeadings.atWork.en),
      compact(atAGlanceHeadings.facets.en),
      compact(atAGlanceHeadings.howToRead.en),
    ].map((marker) => printed.indexOf(marker));
    expect(order.every((position) => position > -1)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(printed).not.toContain(compact(ownValidityNotice.questionable.title.en));
    expect(printed).not.toContain(compact(ownValidityNotice.invalid.title.en));
  }, 60_000);

  it.each([
    ['questionable', ['too_fast'], 'es'],
    ['invalid', ['longstring', 'too_fast'], 'pt'],
  ] as const)(
    'prints the page’s notice on the cover (page 1) of a %s result, before any score',
    async (status, flags, lang) => {
      const person = await resultWithValidity(status, flags);
      const [cover = ''] = await printedPages(person.userId, lang, person.resultId);
      expect(cover).toContain(compact(ownValidityNotice[status].title[lang]));
      expect(cover).toContain(compact(ownValidityNotice[status].text[lang]));
      expect(cover).not.toContain(compact(atAGlanceHeadings.title[lang]));
    },
    60_000,
  );

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
