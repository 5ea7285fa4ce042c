import { totalPages } from '@facet/assessment-domain';
import type { ReportDocumentAnswer } from '@facet/reports-domain';
import { benchUserToken } from './bench-company';
import type { Finding } from './invariant';
import { callJson, expectStatus } from './json-call';
import { openAttempt, pageAnswers } from './page-saves';
import type { Instance } from './session-invariants';

/** Answers the 12 pages and finishes on one instance; answers the result id. */
async function completeAssessment(origin: string, userId: number): Promise<number> {
  await openAttempt(origin, userId);
  for (let page = 1; page <= totalPages; page += 1) {
    const saved = await callJson(origin, 'PATCH', '/api/diagnoses/submit', {
      token: benchUserToken(userId),
      body: { responses: pageAnswers(page, page), lang: 'en', finish: page === totalPages },
    });
    expectStatus(saved, 200, `Page ${page}`);
    if (page === totalPages) return (saved.body as { result_id: number }).result_id;
  }
  throw new Error('The assessment has no pages');
}

/**
 * (c) A PDF link signed on A (every instance derives its link key from the shared JWT secret) is
 * served by B and C, each rendering the PDF with its own Chromium since its cache is empty; the
 * same link rewritten to name another person is refused.
 */
export async function signedLinkAcrossInstances(
  [a, ...others]: readonly Instance[],
  userId: number,
): Promise<Finding> {
  const token = benchUserToken(userId);
  const resultId = await completeAssessment(a!.origin, userId);
  const made = await callJson(
    a!.origin,
    'POST',
    `/api/diagnoses/get-inform-document/${resultId}?lang=en`,
    { token, body: {} },
  );
  expectStatus(made, 200, 'The PDF link on A');
  const { pdfUrl } = made.body as ReportDocumentAnswer;
  const served = await Promise.all(
    others.map(async (instance) => {
      const response = await fetch(`${instance.origin}${pdfUrl}`);
      const document = Buffer.from(await response.arrayBuffer());
      return {
        instance,
        status: response.status,
        isPdf:
          response.headers.get('content-type') === 'application/pdf' &&
          document.subarray(0, 5).toString('latin1') === '%PDF-',
        bytes: document.length,
      };
    }),
  );
  // The grant rewritten to name another person, under the original signature.
  const [path, grant, signature] = /^(.*\/)([^/.]+)\.([^/.]+)$/.exec(pdfUrl)!.slice(1);
  const forged = Buffer.from(
    JSON.stringify({
      ...JSON.parse(Buffer.from(grant!, 'base64url').toString()),
      userId: userId + 1,
    }),
  ).toString('base64url');
  const tampered = await fetch(`${others[0]!.origin}${path}${forged}.${signature}`);
  return {
    held:
      served.every((answer) => answer.status === 200 && answer.isPdf) && tampered.status === 404,
    figures: [
      `link made on A (result ${resultId}); ` +
        served
          .map(
            (answer) =>
              `${answer.instance.name}: ${answer.status}${answer.isPdf ? `, a PDF of ${answer.bytes} bytes` : ', not a PDF'}`,
          )
          .join('; '),
      `the link rewritten to name another person, on ${others[0]!.name}: ${tampered.status} (404 expected)`,
    ],
  };
}
