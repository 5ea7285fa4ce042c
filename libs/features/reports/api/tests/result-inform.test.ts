import {
  bearer,
  completeAssessment,
  createAssessmentTestServer,
  createCompany,
  createPerson,
} from '@facet/assessment-api/testing';
import type { TestServer } from '@facet/platform-testing';
import type { ResultInform } from '@facet/reports-domain';
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

const informOf = (userId: number, query: string) =>
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
    const response = await informOf(owner, `result_id=${resultId}&lang=${lang}`);
    expect(response.statusCode).toBe(200);
    const { inform } = response.result as { inform: ResultInform };
    expect(inform.lang).toBe(lang);
    expect(inform.result_id).toBe(resultId);
    expect(inform.number).toBe(1);
    expect(inform.domains).toHaveLength(5);
    expect(inform.domains.every((domain) => domain.facets.length === 6)).toBe(true);
    expect(inform.pen.map((scale) => scale.scale)).toEqual([
      'pen_psychoticism',
      'pen_extraversion',
      'pen_neuroticism',
    ]);
    const [firstDomain] = inform.domains;
    expect(firstDomain?.maximum).toBe(192);
    expect(['low', 'average', 'high']).toContain(firstDomain?.level);
    expect(inform.sections.map((section) => section.key)).toEqual([
      'socialRelationships',
      'work',
      'family',
      'leadershipNeed',
      'keyPersonToPerson',
      'generalConclusion',
    ]);
    expect(inform.sections[0]?.title).toBe(sectionTitles[lang]);
    expect(inform.sections.every((section) => section.paragraphs.length >= 2)).toBe(true);
    expect(inform.omittedSections).toEqual([]);
  });

  it('answers 404 for someone else’s result', async () => {
    const response = await informOf(stranger, `result_id=${resultId}&lang=en`);
    expect(response.statusCode).toBe(404);
  });

  it('refuses an unknown language and a missing result id with 400 naming the field', async () => {
    const badLanguage = await informOf(owner, `result_id=${resultId}&lang=de`);
    expect(badLanguage.statusCode).toBe(400);
    expect((badLanguage.result as { message: string }).message).toMatch(/^lang:/);
    const noId = await informOf(owner, 'lang=en');
    expect(noId.statusCode).toBe(400);
    expect((noId.result as { message: string }).message).toMatch(/^result_id:/);
  });
});
