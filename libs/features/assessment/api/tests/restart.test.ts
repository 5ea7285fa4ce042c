import { itemsOnPage, totalPages } from '@facet/assessment-domain';
import { describe, expect, it } from 'vitest';
import { createPerson } from '../src/testing';
import { startAssessmentTestFile } from './support';

const file = startAssessmentTestFile();
const { call } = file;
const launch = (userId: number, lang = 'en') =>
  call(userId, 'POST', '/api/diagnoses/launch', { lang });
const consent = (userId: number) =>
  call(userId, 'POST', '/api/diagnoses/consent', { consents: true, version: '1.0.0' });
const submit = (userId: number, payload: object) =>
  call(userId, 'PATCH', '/api/diagnoses/submit', { lang: 'en', ...payload });
const restart = (userId: number, payload: object) =>
  call(userId, 'POST', '/api/diagnoses/restart', payload);

const pageResponses = (page: number) =>
  itemsOnPage(page).map((item) => ({ question_id: item.id, answer: 'agree' }));

const licencesOfCompany = async () =>
  Number(
    (await file.database()('companies').where({ id: file.companyId() }).first('licences'))!
      .licences,
  );

const sessionOf = (userId: number) =>
  file.database()('assessment_sessions').where({ user_id: userId, status: 'in_progress' }).first<{
    id: number;
    lang: string;
    consent_version: string | null;
    page_first_saved_at: Record<string, string>;
  }>();

async function halfwayInEnglish(): Promise<number> {
  const person = await createPerson(file.database(), { companyId: file.companyId() });
  await launch(person, 'en');
  await consent(person);
  await submit(person, { responses: [...pageResponses(1), ...pageResponses(2)] });
  return person;
}

describe('POST /api/diagnoses/restart', () => {
  it('starts the open attempt again in Spanish: no answers, Spanish statements, the same attempt, consent and licence', async () => {
    const person = await halfwayInEnglish();
    const before = await sessionOf(person);
    const licences = await licencesOfCompany();

    const response = await restart(person, { lang: 'es' });

    expect(response.statusCode).toBe(200);
    const body = response.result as {
      questions: { question_id: string; text: string; page: number }[];
      page: number;
      answers: Record<string, string>;
      consented: boolean;
      lang: string;
    };
    expect(body).toMatchObject({ page: 1, answers: {}, consented: true, lang: 'es' });
    const first = itemsOnPage(1)[0];
    expect(body.questions[0]).toEqual({ question_id: first?.id, text: first?.text.es, page: 1 });
    const after = await sessionOf(person);
    expect(after?.id).toBe(before?.id);
    expect(after?.lang).toBe('es');
    expect(after?.consent_version).toBe('1.0.0');
    expect(Object.keys(after?.page_first_saved_at ?? {})).toEqual(['0']);
    expect(await file.database()('answers').where({ session_id: after?.id })).toEqual([]);
    expect(await licencesOfCompany()).toBe(licences);
    const membership = await file.database()('memberships').where({ user_id: person }).first();
    expect(membership!.licence_state).toBe('inProgress');
    const progress = await call(person, 'GET', '/api/diagnoses/progress');
    expect(progress.result).toMatchObject({ state: 'inProgress', answered: 0, page: 1 });
  });

  it('leaves no result behind: the restarted attempt finishes once, as a Spanish protocol', async () => {
    const person = await halfwayInEnglish();
    await restart(person, { lang: 'es' });
    for (let page = 1; page < totalPages; page += 1) {
      await submit(person, { lang: 'es', responses: pageResponses(page) });
    }
    const finished = await submit(person, {
      lang: 'es',
      responses: pageResponses(totalPages),
      finish: true,
    });
    expect(finished.statusCode).toBe(200);
    const results = await file.database()('results').where({ user_id: person }).select('lang');
    expect(results).toEqual([{ lang: 'es' }]);
  });

  it('keeps the language asked at a later launch: the statements stay in the restart language', async () => {
    const person = await halfwayInEnglish();
    await restart(person, { lang: 'pt' });
    const relaunch = await launch(person, 'en');
    expect((relaunch.result as { lang: string }).lang).toBe('pt');
  });

  it('answers 404 without an open attempt and 409 once the assessment is finished', async () => {
    const person = await createPerson(file.database(), { companyId: file.companyId() });
    const none = await restart(person, { lang: 'es' });
    expect(none.statusCode).toBe(404);
    expect((none.result as { message: string }).message).toMatch(/no assessment in progress/);

    await launch(person);
    await consent(person);
    for (let page = 1; page <= totalPages; page += 1) {
      await submit(person, { responses: pageResponses(page), finish: page === totalPages });
    }
    const finished = await restart(person, { lang: 'es' });
    expect(finished.statusCode).toBe(409);
  });

  it('refuses a missing or unknown language with 400, changing nothing', async () => {
    const person = await halfwayInEnglish();
    expect((await restart(person, {})).statusCode).toBe(400);
    expect((await restart(person, { lang: 'fr' })).statusCode).toBe(400);
    expect((await sessionOf(person))?.lang).toBe('en');
    const progress = await call(person, 'GET', '/api/diagnoses/progress');
    expect(progress.result).toMatchObject({ answered: 40 });
  });
});
