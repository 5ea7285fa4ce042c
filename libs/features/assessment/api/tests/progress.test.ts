import { itemCount, itemsOnPage, totalPages } from '@facet/assessment-domain';
import { describe, expect, it } from 'vitest';
import { completeAssessment, createPerson } from '../src/testing';
import { startAssessmentTestFile } from './support';

const file = startAssessmentTestFile();
const { call } = file;
const progressOf = (userId: number) => call(userId, 'GET', '/api/diagnoses/progress');

const licencesLeft = async () =>
  Number(
    (await file.database()('companies').where({ id: file.companyId() }).first('licences'))!
      .licences,
  );

const companyName = async () =>
  String((await file.database()('companies').where({ id: file.companyId() }).first('name'))!.name);

describe('GET /api/diagnoses/progress', () => {
  it('refuses without a session', async () => {
    const response = await file.server().inject({
      method: 'GET',
      url: '/api/diagnoses/progress',
    });
    expect(response.statusCode).toBe(401);
  });

  it('says not started, and opens no attempt and takes no licence', async () => {
    const person = await createPerson(file.database(), { companyId: file.companyId() });
    const before = await licencesLeft();
    const response = await progressOf(person);
    expect(response.statusCode).toBe(200);
    expect(response.result).toEqual({
      state: 'notStarted',
      page: 1,
      answered: 0,
      total: itemCount,
      totalPages,
      latestResultId: null,
      companyName: await companyName(),
    });
    expect(await licencesLeft()).toBe(before);
    const sessions = await file.database()('assessment_sessions').where({ user_id: person });
    expect(sessions).toHaveLength(0);
  });

  it('names the first page with a gap and counts the saved answers of an attempt in progress', async () => {
    const person = await createPerson(file.database(), { companyId: file.companyId() });
    await call(person, 'POST', '/api/diagnoses/launch', { lang: 'en' });
    await call(person, 'POST', '/api/diagnoses/consent', { consents: true, version: '1.0.0' });
    const responses = [1, 2].flatMap((page) =>
      itemsOnPage(page).map((item) => ({ question_id: item.id, answer: 'agree' })),
    );
    await call(person, 'PATCH', '/api/diagnoses/submit', { lang: 'en', responses });
    expect(await progressOf(person).then((response) => response.result)).toMatchObject({
      state: 'inProgress',
      page: 3,
      answered: responses.length,
      latestResultId: null,
    });
  });

  it('says finished with the newest result, and shows only the asking person’s attempt', async () => {
    const finisher = await createPerson(file.database(), { companyId: file.companyId() });
    const resultId = await completeAssessment(file.server(), finisher);
    const other = await createPerson(file.database(), { companyId: file.companyId() });
    expect(await progressOf(finisher).then((response) => response.result)).toMatchObject({
      state: 'finished',
      latestResultId: resultId,
    });
    expect(await progressOf(other).then((response) => response.result)).toMatchObject({
      state: 'notStarted',
      latestResultId: null,
    });
  });

  it('says waiting for a licence, with the company, to a member who has none and has not finished', async () => {
    const waiting = await createPerson(file.database(), {
      companyId: file.companyId(),
      licence: 'no',
    });
    expect(await progressOf(waiting).then((response) => response.result)).toMatchObject({
      state: 'waitingForLicence',
      companyName: await companyName(),
      latestResultId: null,
    });
    const launch = await call(waiting, 'POST', '/api/diagnoses/launch', { lang: 'en' });
    expect(launch.statusCode).toBe(403);
  });
});
