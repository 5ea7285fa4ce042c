import {
  bearer,
  completeAssessment,
  createAssessmentTestServer,
  createCompany,
  createPerson,
} from '@facet/assessment-api/testing';
import type { TestServer } from '@facet/platform-testing';
import type { ResultReport } from '@facet/reports-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportsPlugin } from '../src/index';
import { reportsPorts } from './testing';

let testServer: TestServer;
let owner: number;
let stranger: number;
let resultId: number;
beforeAll(async () => {
  testServer = await createAssessmentTestServer([{ plugin: reportsPlugin, options: reportsPorts }]);
  const database = testServer.testDatabase.database;
  const company = await createCompany(database, 5);
  owner = await createPerson(database, { companyId: company });
  stranger = await createPerson(database, { companyId: company });
  // A mix of answers, so some scales come out high or low and sections carry their sentences.
  resultId = await completeAssessment(testServer.server, owner, (index) =>
    index % 3 === 0 ? 'strongly_agree' : index % 3 === 1 ? 'disagree' : 'neutral',
  );
});
afterAll(() => testServer.close());

const reportOf = (userId: number, query: string) =>
  testServer.server.inject({
    method: 'GET',
    url: `/api/diagnoses/get-result-inform?${query}`,
    headers: bearer(userId),
  });

describe('GET /api/diagnoses/get-result-inform', () => {
  const sectionTitles: Record<string, string> = {
    en: 'Social relationships',
    es: 'Relaciones sociales',
    pt: 'Relações sociais',
  };

  it.each(['en', 'es', 'pt'])('answers scores, levels and the six sections in %s', async (lang) => {
    const response = await reportOf(owner, `result_id=${resultId}&lang=${lang}`);
    expect(response.statusCode).toBe(200);
    const { inform: report } = response.result as { inform: ResultReport };
    expect(report.lang).toBe(lang);
    expect(report.result_id).toBe(resultId);
    expect(report.number).toBe(1);
    expect(report.domains).toHaveLength(5);
    expect(report.domains.every((domain) => domain.facets.length === 6)).toBe(true);
    expect(report.pen.map((scale) => scale.scale)).toEqual([
      'pen_psychoticism',
      'pen_extraversion',
      'pen_neuroticism',
    ]);
    const [firstDomain] = report.domains;
    expect(firstDomain?.maximum).toBe(192);
    expect(['low', 'average', 'high']).toContain(firstDomain?.level);
    expect(report.sections.map((section) => section.key)).toEqual([
      'socialRelationships',
      'work',
      'family',
      'leadershipNeed',
      'keyPersonToPerson',
      'generalConclusion',
    ]);
    expect(report.sections[0]?.title).toBe(sectionTitles[lang]);
    expect(report.sections.every((section) => section.paragraphs.length >= 2)).toBe(true);
    expect(report.omittedSections).toEqual([]);
  });

  it('answers 404 for someone else’s result', async () => {
    const response = await reportOf(stranger, `result_id=${resultId}&lang=en`);
    expect(response.statusCode).toBe(404);
  });

  it('refuses an unknown language and a missing result id with 400 naming the field', async () => {
    const badLanguage = await reportOf(owner, `result_id=${resultId}&lang=de`);
    expect(badLanguage.statusCode).toBe(400);
    expect((badLanguage.result as { message: string }).message).toMatch(/^lang:/);
    const noId = await reportOf(owner, 'lang=en');
    expect(noId.statusCode).toBe(400);
    expect((noId.result as { message: string }).message).toMatch(/^result_id:/);
  });
});
