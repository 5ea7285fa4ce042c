import type { TestServer } from '@facet/platform-testing';
import { assessmentPlugin, findOwnResult } from '@facet/assessment-api';
import { assessmentPorts } from '@facet/assessment-api/testing';
import { memberCompany } from '@facet/company-api';
import { reportsPlugin } from '@facet/reports-api';
import { userNameOf } from '@facet/session-api';
import type { ResultReport } from '@facet/reports-domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addResult, callerFor, createProfilesTestServer, type Caller } from '../src/testing';

/**
 * Issue 25: the same result speaks to the employee who took it ("you") and about them to their
 * manager (third person), on screen and in the PDF.
 */
let testServer: TestServer;
let erin: Caller;
let mario: Caller;
let erinResult: number;

beforeAll(async () => {
  testServer = await createProfilesTestServer([
    { plugin: assessmentPlugin, options: assessmentPorts },
    {
      plugin: reportsPlugin,
      options: {
        findOwnResult,
        userNameOf,
        memberCompany,
        // Erin's result answered no position's application, so she reads her whole report
        // (hiring's read, which profiles' tests cannot import without a package cycle, D88).
        ownReportViewOf: () => Promise.resolve('report' as const),
        pagePoolSize: 1,
      },
    },
  ]);
  const database = testServer.testDatabase.database;
  erin = callerFor(testServer.server, database, 'erin@acme.example');
  mario = callerFor(testServer.server, database, 'mario@acme.example');
  erinResult = await addResult(database, 'erin@acme.example', 'Acme Demo');
}, 60_000);
afterAll(() => testServer.close());

/** Everything an inform says in words: the report sections and the text next to each score. */
function wordsOf(report: ResultReport): string {
  const readings = [
    ...report.domains.flatMap((domain) => [domain, ...domain.facets]),
    ...report.pen,
  ];
  return [
    ...report.sections.flatMap((section) => section.paragraphs),
    ...readings.map((reading) => reading.description),
  ].join(' ');
}

const ownReport = async (lang: string) => {
  const answer = await erin(
    'GET',
    `/api/diagnoses/get-result-inform?result_id=${erinResult}&lang=${lang}`,
  );
  expect(answer.statusCode).toBe(200);
  return answer.body['inform'] as ResultReport;
};

const managersReport = async (lang: string) => {
  const answer = await mario(
    'GET',
    `/api/companies/get-employee-result-inform?result_id=${erinResult}&lang=${lang}&email=erin@acme.example`,
  );
  expect(answer.statusCode).toBe(200);
  return answer.body['inform'] as ResultReport;
};

describe('the voice of one result for its two readers', () => {
  it.each([
    ['en', /(?<!\p{L})you(?!\p{L})/iu, /(?<!\p{L})(they|the person)(?!\p{L})/iu],
    ['es', /(?<!\p{L})(tu|tus|te)(?!\p{L})/iu, /(?<!\p{L})la persona(?!\p{L})/iu],
    ['pt', /(?<!\p{L})você(?!\p{L})/iu, /(?<!\p{L})a pessoa(?!\p{L})/iu],
  ])('speaks to the employee and about them to the manager (%s)', async (lang, second, third) => {
    const own = await ownReport(lang);
    const managers = await managersReport(lang);
    expect(own.audience).toBe('person');
    expect(managers.audience).toBe('company');

    expect(wordsOf(own)).toMatch(second);
    expect(wordsOf(own)).not.toMatch(third);
    expect(wordsOf(managers)).toMatch(third);
    expect(wordsOf(managers)).not.toMatch(second);

    const ownExtraversion = own.domains.find((domain) => domain.scale === 'extraversion');
    const managersExtraversion = managers.domains.find((domain) => domain.scale === 'extraversion');
    expect(ownExtraversion?.name).toBe(managersExtraversion?.name);
    expect(ownExtraversion?.level).toBe(managersExtraversion?.level);
    expect(ownExtraversion?.description).not.toBe(managersExtraversion?.description);
  });

  it('prints the employee’s PDF in the second person and the manager’s in the third', async () => {
    const link = await erin('POST', `/api/diagnoses/get-inform-document/${erinResult}?lang=en`, {});
    expect(link.statusCode).toBe(200);
    const download = await testServer.server.inject({
      method: 'GET',
      url: link.body['pdfUrl'] as string,
    });
    const managers = await mario(
      'POST',
      `/api/companies/get-employee-inform-document/erin@acme.example/${erinResult}?lang=en`,
      {},
    );
    expect(managers.statusCode).toBe(200);
    // Extraction may break a long line; compare without whitespace.
    const printed = async (pdf: Uint8Array) =>
      (await extractText(await getDocumentProxy(pdf), { mergePages: true })).text.replace(
        /\s+/g,
        '',
      );
    const own = await printed(new Uint8Array(download.rawPayload));
    const company = await printed(
      new Uint8Array(Buffer.from(managers.body['pdfBase64'] as string, 'base64')),
    );
    expect(own).toContain('Thissectiondescribeshowyoutendtoapproachotherpeople');
    expect(own).not.toContain('howthepersontends');
    expect(company).toContain('Thissectiondescribeshowthepersontendstoapproachotherpeople');
    expect(company).not.toContain('howyoutend');
    for (const printedText of [own, company]) {
      expect(printedText).toContain('Confidential·AcmeDemo');
      expect(printedText).toMatch(/Page1of\d/);
    }
  }, 90_000);
});
