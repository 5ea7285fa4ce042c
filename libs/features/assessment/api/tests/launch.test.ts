import { itemsOnPage, totalPages } from '@facet/assessment-domain';
import type { TestServer } from '@facet/platform-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  completeAssessment,
  createAssessmentTestServer,
  createCompany,
  createPerson,
  userIdByEmail,
} from '../src/testing';

let testServer: TestServer;
beforeAll(async () => {
  testServer = await createAssessmentTestServer();
});
afterAll(() => testServer.close());

const launch = (userId: number, lang = 'en') =>
  testServer.server.inject({
    method: 'POST',
    url: '/api/diagnoses/launch',
    headers: bearer(userId),
    payload: { lang },
  });

const licencesOf = async (companyId: number) =>
  Number(
    (await testServer.testDatabase
      .database('companies')
      .where({ id: companyId })
      .first('licences'))!.licences,
  );

const licenceStateOf = async (userId: number) =>
  (await testServer.testDatabase.database('memberships').where({ user_id: userId }).first())
    ?.licence_state as string | undefined;

describe('POST /api/diagnoses/launch', () => {
  it('refuses without a session', async () => {
    const response = await testServer.server.inject({
      method: 'POST',
      url: '/api/diagnoses/launch',
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers the 240 questions in the asked language, page 1 and no answers for a first launch', async () => {
    const erin = await userIdByEmail(testServer.testDatabase.database, 'erin@acme.example');
    const response = await launch(erin, 'es');
    expect(response.statusCode).toBe(200);
    const body = response.result as {
      questions: { question_id: string; text: string; page: number }[];
      page: number;
      totalPages: number;
      answers: Record<string, string>;
      consented: boolean;
    };
    expect(body.questions).toHaveLength(240);
    expect(body.page).toBe(1);
    expect(body.totalPages).toBe(totalPages);
    expect(body.answers).toEqual({});
    expect(body.consented).toBe(false);
    const first = itemsOnPage(1)[0];
    expect(body.questions[0]).toEqual({ question_id: first?.id, text: first?.text.es, page: 1 });
  });

  it('is blocked with 403 and a clear message for a person without a company', async () => {
    const loner = await createPerson(testServer.testDatabase.database, { companyId: null });
    const response = await launch(loner);
    expect(response.statusCode).toBe(403);
    expect((response.result as { message: string }).message).toMatch(/not part of a company/);
  });

  it('is blocked with 403 when the company has not given permission (licence no)', async () => {
    const company = await createCompany(testServer.testDatabase.database, 5);
    const person = await createPerson(testServer.testDatabase.database, {
      companyId: company,
      licence: 'no',
    });
    const response = await launch(person);
    expect(response.statusCode).toBe(403);
    expect((response.result as { message: string }).message).toMatch(/permission/);
    expect(await licencesOf(company)).toBe(5);
  });

  it('answers 402 when the company has no licence left, and changes nothing', async () => {
    const company = await createCompany(testServer.testDatabase.database, 0);
    const person = await createPerson(testServer.testDatabase.database, { companyId: company });
    const response = await launch(person);
    expect(response.statusCode).toBe(402);
    expect((response.result as { message: string }).message).toMatch(/no licences left/);
    expect(await licenceStateOf(person)).toBe('yes');
    expect(await licencesOf(company)).toBe(0);
  });

  it('takes one licence on the first launch only and sets the licence state to inProgress', async () => {
    const company = await createCompany(testServer.testDatabase.database, 3);
    const person = await createPerson(testServer.testDatabase.database, { companyId: company });
    expect((await launch(person)).statusCode).toBe(200);
    expect(await licencesOf(company)).toBe(2);
    expect(await licenceStateOf(person)).toBe('inProgress');
    expect((await launch(person)).statusCode).toBe(200);
    expect(await licencesOf(company)).toBe(2);
  });

  it('takes exactly one licence when the same person launches ten times at once', async () => {
    const company = await createCompany(testServer.testDatabase.database, 3);
    const person = await createPerson(testServer.testDatabase.database, { companyId: company });
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => launch(person).then((response) => response.statusCode)),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(await licencesOf(company)).toBe(2);
  });

  it('50 concurrent launches against a company with 10 licences consume exactly 10 and refuse the rest with 402', async () => {
    const database = testServer.testDatabase.database;
    const company = await createCompany(database, 10);
    const people = await Promise.all(
      Array.from({ length: 50 }, () => createPerson(database, { companyId: company })),
    );
    const statuses = await Promise.all(
      people.map((person) => launch(person).then((response) => response.statusCode)),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 402)).toHaveLength(40);
    expect(await licencesOf(company)).toBe(0);
    const inProgress = await database('memberships')
      .where({ company_id: company, licence_state: 'inProgress' })
      .count<{ count: string }[]>('* as count');
    expect(Number(inProgress[0]?.count)).toBe(10);
    const sessions = await database('assessment_sessions')
      .where({ company_id: company })
      .count<{ count: string }[]>('* as count');
    expect(Number(sessions[0]?.count)).toBe(10);
  });

  it('answers 409 with only a message once the assessment is finished', async () => {
    const company = await createCompany(testServer.testDatabase.database, 2);
    const person = await createPerson(testServer.testDatabase.database, { companyId: company });
    await completeAssessment(testServer.server, person);
    const response = await launch(person);
    expect(response.statusCode).toBe(409);
    const body = response.result as Record<string, unknown>;
    expect(body.message).toMatch(/already finished/);
    expect(body).not.toHaveProperty('questions');
    expect(await licencesOf(company)).toBe(1);
  });

  it('opens a new attempt with a new licence when the company grants the licence again', async () => {
    const database = testServer.testDatabase.database;
    const company = await createCompany(database, 2);
    const person = await createPerson(database, { companyId: company });
    await completeAssessment(testServer.server, person);
    await database('memberships').where({ user_id: person }).update({ licence_state: 'yes' });
    const response = await launch(person);
    expect(response.statusCode).toBe(200);
    expect((response.result as { page: number }).page).toBe(1);
    expect(await licencesOf(company)).toBe(0);
  });

  it('refuses an unknown language with 400 naming the field', async () => {
    const erin = await userIdByEmail(testServer.testDatabase.database, 'erin@acme.example');
    const response = await launch(erin, 'fr');
    expect(response.statusCode).toBe(400);
    expect((response.result as { message: string }).message).toMatch(/^lang:/);
  });
});
