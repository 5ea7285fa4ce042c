import { assessmentPlugin } from '@facet/assessment-api';
import { assessmentPorts } from '@facet/assessment-api/testing';
import { items, type Answer } from '@facet/assessment-domain';
import { carefulAnswerSet, seededRandom } from '@facet/assessment-domain/testing';
import type { TestServer } from '@facet/platform-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, createProfilesTestServer, userIdByEmail, type Caller } from '../src/testing';

let testServer: TestServer;
let gail: Caller;
let gina: Caller;
let companyId: number;
let invalidResult: number;

const answerAll = (answerOf: (itemId: string) => Answer) =>
  items.map((item) => ({ question_id: item.id, answer: answerOf(item.id) }));

async function licencesLeft(): Promise<number> {
  const company = await testServer.testDatabase
    .database('companies')
    .where({ id: companyId })
    .first<{ licences: number }>('licences');
  return company.licences;
}

/**
 * Launches (in `lang`), consents and finishes with every answer in one request. With
 * `secondsPerItem`, the consent is moved back by that long a statement first, as if every page
 * had been read; without it, all 240 are answered at once, faster than anyone reads.
 */
async function takeAssessment(
  lang: string,
  answerOf: (itemId: string) => Answer,
  secondsPerItem?: number,
) {
  const launch = await gail('POST', '/api/diagnoses/launch', { lang });
  expect(launch.statusCode).toBe(200);
  await gail('POST', '/api/diagnoses/consent', { consents: true, version: '1.0.0' });
  if (secondsPerItem !== undefined) {
    await testServer.testDatabase
      .database('assessment_sessions')
      .where({
        status: 'in_progress',
        user_id: await userIdByEmail(testServer.testDatabase.database, 'gail@globex.example'),
      })
      .update({
        consented_at: testServer.testDatabase.database.raw(
          'consented_at - make_interval(secs => ?)',
          [secondsPerItem * items.length],
        ),
      });
  }
  const finish = await gail('PATCH', '/api/diagnoses/submit', {
    responses: answerAll(answerOf),
    lang,
    finish: true,
  });
  expect(finish.statusCode).toBe(200);
  return { launch: launch.body, resultId: finish.body['result_id'] as number };
}

beforeAll(async () => {
  testServer = await createProfilesTestServer([
    { plugin: assessmentPlugin, options: assessmentPorts },
  ]);
  const database = testServer.testDatabase.database;
  gail = callerFor(testServer.server, database, 'gail@globex.example');
  gina = callerFor(testServer.server, database, 'gina@globex.example');
  const gailId = await userIdByEmail(database, 'gail@globex.example');
  await database('memberships').where({ user_id: gailId }).update({ licence_state: 'yes' });
  companyId = Number(
    (await database('memberships').where({ user_id: gailId }).first('company_id'))!.company_id,
  );
  invalidResult = (await takeAssessment('es', () => 'neutral')).resultId;
});
afterAll(() => testServer.close());

const reportUrl = (resultId: number) =>
  `/api/companies/get-employee-result-inform?role=manager&result_id=${resultId}&lang=en&email=gail@globex.example`;

describe('an invalid protocol', () => {
  it('is stored with its validity and language and returned to the person', async () => {
    const answer = await gail('GET', `/api/diagnoses/results?result_id=${invalidResult}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body['result']).toMatchObject({
      lang: 'es',
      validity: {
        status: 'invalid',
        flags: expect.arrayContaining(['longstring']),
        indices: { longestRun: { answer: 'neutral', length: items.length } },
      },
    });
  });

  it('shows the company its scores and the reason, no levels, narrative or comparison', async () => {
    const answer = await gina('GET', reportUrl(invalidResult));
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({
      inform: null,
      comparison: null,
      validity: { status: 'invalid' },
      retakeGrantedAt: null,
    });
    expect(answer.body['scores']).toMatchObject({ anxiety: 16 });
    const single = await gina(
      'GET',
      `/api/companies/get-diagnoses-employees?role=manager&result_id=${invalidResult}`,
    );
    expect(single.body['diagnose']).toMatchObject({ validity: { status: 'invalid' } });
  });

  it('lets a manager grant one retake, which takes no licence and keeps its own language', async () => {
    const before = await licencesLeft();
    const grant = await gina('PATCH', '/api/companies/grant-retake?role=manager', {
      result_id: invalidResult,
      email: 'gail@globex.example',
    });
    expect(grant.statusCode).toBe(200);
    expect(grant.body).toMatchObject({ result_id: invalidResult });
    const again = await gina('PATCH', '/api/companies/grant-retake?role=manager', {
      result_id: invalidResult,
      email: 'gail@globex.example',
    });
    expect(again.statusCode).toBe(409);

    const launch = await gail('POST', '/api/diagnoses/launch', { lang: 'en' });
    expect(launch.statusCode).toBe(200);
    expect(launch.body).toMatchObject({ retake: true, lang: 'en', page: 1 });
    const relaunch = await gail('POST', '/api/diagnoses/launch', { lang: 'pt' });
    expect(relaunch.body['lang']).toBe('en');
    const first = (relaunch.body['questions'] as { text: string }[])[0];
    expect(first?.text).toBe(items[0]?.text.en);
    expect(await licencesLeft()).toBe(before);
  });

  it('is retaken once: a careful retake is valid and shown in full, with no second free retake', async () => {
    const careful = carefulAnswerSet(seededRandom(1));
    const { resultId } = await takeAssessment('en', (itemId) => careful[itemId]!, 4);
    const informed = await gina('GET', reportUrl(resultId));
    expect(informed.body['validity']).toMatchObject({ status: 'valid', flags: [] });
    expect(informed.body['inform']).toMatchObject({ result_id: resultId });
    const grant = await gina('PATCH', '/api/companies/grant-retake?role=manager', {
      result_id: resultId,
      email: 'gail@globex.example',
    });
    expect(grant.statusCode).toBe(409);
    expect((await gail('POST', '/api/diagnoses/launch', { lang: 'en' })).statusCode).toBe(409);
  });
});
