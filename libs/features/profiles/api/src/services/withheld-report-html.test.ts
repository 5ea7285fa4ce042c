import { scoreAnswers } from '@facet/assessment-domain';
import { randomAnswerSet, seededRandom } from '@facet/assessment-domain/testing';
import { describe, expect, it } from 'vitest';
import { withheldReportHtml } from './withheld-report-html';

describe('the company’s document of an invalid protocol', () => {
  it('carries the same confidential, numbered page footer as the report', () => {
    const html = withheldReportHtml({
      personName: 'Erin',
      companyName: 'Acme Demo',
      scores: scoreAnswers(randomAnswerSet(seededRandom(5))),
      validity: { status: 'invalid', flags: ['longstring'], indices: null },
      lang: 'es',
    });
    expect(html).toContain('@bottom-left { content: "Confidencial \\b7  Acme Demo";');
    expect(html).toContain('"Página " counter(page) " de " counter(pages)');
  });
});
