import { itemBankVersion, itemsOnPage } from '@facet/assessment-domain';
import { describe, expect, it } from 'vitest';
import { createPerson, responsesFor } from '../src/testing';
import { startAssessmentTestFile } from './support';

const file = startAssessmentTestFile();
const { call } = file;
const launch = (userId: number) => call(userId, 'POST', '/api/diagnoses/launch', { lang: 'en' });
const consent = (userId: number) =>
  call(userId, 'POST', '/api/diagnoses/consent', { consents: true, version: '1.0.0' });
const submit = (userId: number, payload: object) =>
  call(userId, 'PATCH', '/api/diagnoses/submit', { lang: 'en', ...payload });

const pageResponses = (page: number, answer = 'agree') =>
  itemsOnPage(page).map((item) => ({ question_id: item.id, answer }));

async function launchedAndConsented(): Promise<number> {
  const person = await createPerson(file.database(), { companyId: file.companyId() });
  await launch(person);
  await consent(person);
  return person;
}

const answerCountOf = async (userId: number) => {
  const rows = await file
    .database()('answers')
    .join('assessment_sessions', 'assessment_sessions.id', 'answers.session_id')
    .where('assessment_sessions.user_id', userId)
    .count<{ count: string }[]>('* as count');
  return Number(rows[0]?.count);
};

describe('POST /api/diagnoses/consent', () => {
  it('records consent of version 1.0.0 with its time', async () => {
    const person = await createPerson(file.database(), { companyId: file.companyId() });
    await launch(person);
    const response = await consent(person);
    expect(response.statusCode).toBe(200);
    const session = await file.database()('assessment_sessions').where({ user_id: person }).first();
    expect(session!.consent_version).toBe('1.0.0');
    expect(session!.consented_at).toBeInstanceOf(Date);
    const relaunch = await launch(person);
    expect((relaunch.result as { consented: boolean }).consented).toBe(true);
  });

  it('refuses another version or a missing consent with 400', async () => {
    const person = await createPerson(file.database(), { companyId: file.companyId() });
    await launch(person);
    const wrongVersion = await call(person, 'POST', '/api/diagnoses/consent', {
      consents: true,
      version: '2.0.0',
    });
    expect(wrongVersion.statusCode).toBe(400);
    expect((wrongVersion.result as { message: string }).message).toMatch(/^version:/);
    const refused = await call(person, 'POST', '/api/diagnoses/consent', {
      consents: false,
      version: '1.0.0',
    });
    expect(refused.statusCode).toBe(400);
  });

  it('answers 404 before the assessment is launched', async () => {
    const person = await createPerson(file.database(), { companyId: file.companyId() });
    expect((await consent(person)).statusCode).toBe(404);
  });
});

describe('PATCH /api/diagnoses/submit', () => {
  it('saves no answer before consent', async () => {
    const person = await createPerson(file.database(), { companyId: file.companyId() });
    await launch(person);
    const response = await submit(person, { responses: pageResponses(1) });
    expect(response.statusCode).toBe(403);
    expect((response.result as { message: string }).message).toMatch(/Consent/);
    expect(await answerCountOf(person)).toBe(0);
  });

  it('saves a page and resumes at the next one with the earlier answers shown', async () => {
    const person = await launchedAndConsented();
    const response = await submit(person, { responses: pageResponses(1, 'disagree') });
    expect(response.statusCode).toBe(200);
    expect(response.result).toEqual({ answered: 20, page: 2 });
    const relaunch = await launch(person);
    const body = relaunch.result as { page: number; answers: Record<string, string> };
    expect(body.page).toBe(2);
    expect(Object.keys(body.answers)).toHaveLength(20);
    expect(body.answers[itemsOnPage(1)[0]?.id ?? '']).toBe('disagree');
  });

  it('changes nothing when the same page is sent twice, and a later page keeps earlier ones', async () => {
    const person = await launchedAndConsented();
    await submit(person, { responses: pageResponses(1) });
    const again = await submit(person, { responses: pageResponses(1) });
    expect(again.result).toEqual({ answered: 20, page: 2 });
    const later = await submit(person, { responses: pageResponses(2) });
    expect(later.result).toEqual({ answered: 40, page: 3 });
    expect(await answerCountOf(person)).toBe(40);
  });

  it('resumes at the first page with a gap, not the last page answered', async () => {
    const person = await launchedAndConsented();
    await submit(person, { responses: [...pageResponses(1), ...pageResponses(3)] });
    expect(((await launch(person)).result as { page: number }).page).toBe(2);
  });

  it('lets a person change an answer on an earlier page', async () => {
    const person = await launchedAndConsented();
    await submit(person, { responses: pageResponses(1, 'agree') });
    await submit(person, { responses: pageResponses(1, 'strongly_agree').slice(0, 1) });
    const answers = ((await launch(person)).result as { answers: Record<string, string> }).answers;
    expect(answers[itemsOnPage(1)[0]?.id ?? '']).toBe('strongly_agree');
    expect(answers[itemsOnPage(1)[1]?.id ?? '']).toBe('agree');
  });

  it('refuses an unknown question id with 400 naming the field, saving nothing', async () => {
    const person = await launchedAndConsented();
    const response = await submit(person, {
      responses: [
        ...pageResponses(1).slice(0, 2),
        { question_id: 'no-such-item', answer: 'agree' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect((response.result as { message: string }).message).toBe(
      'responses.2.question_id: is not a question of the assessment',
    );
    expect(await answerCountOf(person)).toBe(0);
  });

  it('refuses an answer that is not one of the five words', async () => {
    const person = await launchedAndConsented();
    const [first] = pageResponses(1);
    const response = await submit(person, { responses: [{ ...first, answer: '5' }] });
    expect(response.statusCode).toBe(400);
    expect((response.result as { message: string }).message).toMatch(
      /^responses\.0\.answer: must be one of/,
    );
  });

  it('refuses a question answered twice in one request', async () => {
    const person = await launchedAndConsented();
    const [first] = pageResponses(1);
    const response = await submit(person, { responses: [first, first] });
    expect(response.statusCode).toBe(400);
    expect((response.result as { message: string }).message).toMatch(/answered twice/);
  });

  it('refuses to finish before all 240 are answered, keeping the page it was sent with', async () => {
    const person = await launchedAndConsented();
    const response = await submit(person, { responses: pageResponses(1), finish: true });
    expect(response.statusCode).toBe(400);
    expect((response.result as { message: string }).message).toMatch(
      /Answer all 240 questions before finishing: 220 still unanswered/,
    );
    expect(await answerCountOf(person)).toBe(20);
    const results = await file.database()('results').where({ user_id: person });
    expect(results).toHaveLength(0);
  });

  it('finishes with all 240: stores the result numbered per person, completes the attempt and sets the licence state to no', async () => {
    const database = file.database();
    const person = await launchedAndConsented();
    for (let page = 1; page <= 11; page += 1)
      await submit(person, { responses: pageResponses(page) });
    const response = await submit(person, { responses: pageResponses(12), finish: true });
    expect(response.statusCode).toBe(200);
    const { result_id } = response.result as { result_id: number };
    const result = await database('results').where({ id: result_id }).first();
    expect(result!.user_id).toBe(person);
    expect(result!.number).toBe(1);
    expect(result!.company_id).toBe(file.companyId());
    expect(result!.item_bank_version).toBe(itemBankVersion);
    expect(result!.norm_version).toBe('johnson-120-300-blend/1');
    expect(result!.scores.extraversion).toBeGreaterThan(0);
    const session = await database('assessment_sessions').where({ user_id: person }).first();
    expect(session!.status).toBe('completed');
    expect(session!.completed_at).toBeInstanceOf(Date);
    const membership = await database('memberships').where({ user_id: person }).first();
    expect(membership!.licence_state).toBe('no');
    const afterwards = await submit(person, { responses: pageResponses(1) });
    expect(afterwards.statusCode).toBe(409);
  });

  it('finishes an attempt begun on the previous item bank: answers to retired items are neither shown nor scored, and the result records the current bank', async () => {
    const database = file.database();
    const person = await launchedAndConsented();
    const session = await database('assessment_sessions').where({ user_id: person }).first();
    await database('assessment_sessions')
      .where({ id: session!.id })
      .update({ item_bank_version: 'ipip-neo-240/1' });
    // "Tend to vote for conservative political candidates", a Values item of ipip-neo-240/1.
    const retiredItemId = '96ba77b2-1a44-4dfd-95f9-ae4d1f714460';
    await database('answers').insert({ session_id: session!.id, item_id: retiredItemId, value: 3 });
    const resumed = (await launch(person)).result as { answers: Record<string, string> };
    expect(resumed.answers).not.toHaveProperty(retiredItemId);

    for (let page = 1; page <= 11; page += 1)
      await submit(person, { responses: pageResponses(page) });
    const response = await submit(person, { responses: pageResponses(12), finish: true });
    expect(response.statusCode).toBe(200);
    const { result_id } = response.result as { result_id: number };
    const result = await database('results').where({ id: result_id }).first();
    expect(result!.item_bank_version).toBe(itemBankVersion);
    expect(itemBankVersion).not.toBe('ipip-neo-240/1');
  });

  it('numbers a second result of the same person 2', async () => {
    const database = file.database();
    const person = await launchedAndConsented();
    await submit(person, { responses: responsesFor(), finish: true });
    await database('memberships').where({ user_id: person }).update({ licence_state: 'yes' });
    await launch(person);
    await consent(person);
    const second = await submit(person, { responses: responsesFor(), finish: true });
    const result = await database('results')
      .where({ id: (second.result as { result_id: number }).result_id })
      .first();
    expect(result!.number).toBe(2);
  });
});
