import {
  itemBankVersion,
  itemsOnPage,
  presentationOrderOf,
  totalPages,
  type Question,
} from '@facet/assessment-domain';
import { describe, expect, it } from 'vitest';
import { createPerson } from '../src/testing';
import { startAssessmentTestFile } from './support';

const file = startAssessmentTestFile();
const { call } = file;

const previousVersion = 'ipip-neo-240/2';
const launch = async (userId: number) =>
  (await call(userId, 'POST', '/api/diagnoses/launch', { lang: 'en' })).result as {
    questions: Question[];
    page: number;
    answers: Record<string, string>;
  };
const submit = (userId: number, payload: object) =>
  call(userId, 'PATCH', '/api/diagnoses/submit', { lang: 'en', ...payload });
const pageOfVersion = (page: number, version: string) =>
  itemsOnPage(page, version).map((item, index) => ({
    question_id: item.id,
    answer: index % 3 === 0 ? 'agree' : 'disagree',
  }));
const sessionOf = (userId: number) =>
  file.database()('assessment_sessions').where({ user_id: userId }).first<{
    id: number;
    item_bank_version: string;
    page_first_saved_at: Record<string, string>;
  }>();

/** A person whose attempt was opened, and consented to, before the current order was published. */
async function attemptBegunIn(version: string): Promise<number> {
  const person = await createPerson(file.database(), { companyId: file.companyId() });
  await launch(person);
  await call(person, 'POST', '/api/diagnoses/consent', { consents: true, version: '1.0.0' });
  await file
    .database()('assessment_sessions')
    .where({ user_id: person })
    .update({ item_bank_version: version });
  return person;
}

describe('an attempt begun in an earlier presentation order (ipip-neo-240/2)', () => {
  it('differs from the current order on page 1, so the checks below tell the orders apart', () => {
    expect(itemBankVersion).not.toBe(previousVersion);
    const currentFirstPage = new Set(itemsOnPage(1).map((item) => item.id));
    const sharedWithPrevious = itemsOnPage(1, previousVersion).filter((item) =>
      currentFirstPage.has(item.id),
    );
    expect(sharedWithPrevious.length).toBeLessThan(20);
  });

  it('is launched and resumed with its questions, pages and next page in its own order', async () => {
    const person = await attemptBegunIn(previousVersion);
    const launched = await launch(person);
    const previousOrder = presentationOrderOf(previousVersion);
    expect(launched.questions.map((question) => question.question_id)).toEqual(
      previousOrder.map((item) => item.id),
    );
    expect(launched.questions[20]?.page).toBe(2);
    expect(launched.page).toBe(1);

    const saved = await submit(person, { responses: pageOfVersion(1, previousVersion) });
    expect(saved.statusCode).toBe(200);
    expect(saved.result).toEqual({ answered: 20, page: 2 });
    const withGap = await submit(person, { responses: pageOfVersion(3, previousVersion) });
    expect(withGap.result).toEqual({ answered: 40, page: 2 });

    const resumed = await launch(person);
    expect(resumed.page).toBe(2);
    expect(Object.keys(resumed.answers).sort()).toEqual(
      [...pageOfVersion(1, previousVersion), ...pageOfVersion(3, previousVersion)]
        .map((response) => response.question_id)
        .sort(),
    );
    const progress = await call(person, 'GET', '/api/diagnoses/progress');
    expect(progress.result).toMatchObject({ state: 'inProgress', page: 2, answered: 40 });
    expect(Object.keys((await sessionOf(person))?.page_first_saved_at ?? {}).sort()).toEqual([
      '1',
      '3',
    ]);
  });

  it('records each page by its number in that order, and finishes with a result of that version', async () => {
    const database = file.database();
    const person = await attemptBegunIn(previousVersion);
    for (let page = 1; page < totalPages; page += 1) {
      const saved = await submit(person, { responses: pageOfVersion(page, previousVersion) });
      expect(saved.result, `page ${page}`).toEqual({ answered: page * 20, page: page + 1 });
    }
    const finished = await submit(person, {
      responses: pageOfVersion(totalPages, previousVersion),
      finish: true,
    });
    expect(finished.statusCode).toBe(200);

    const session = await sessionOf(person);
    expect(session?.item_bank_version).toBe(previousVersion);
    const pagesTimed = Object.keys(session?.page_first_saved_at ?? {}).map(Number);
    expect(pagesTimed.sort((a, b) => a - b)).toEqual(
      Array.from({ length: totalPages }, (_, index) => index + 1),
    );
    const result = await database('results')
      .where({ id: (finished.result as { result_id: number }).result_id })
      .first();
    expect(result!.item_bank_version).toBe(previousVersion);
    expect(result!.validity!.indices!.secondsPerItemByPage).toHaveLength(totalPages);
    expect(
      (result!.validity!.indices!.secondsPerItemByPage as (number | null)[]).every(
        (seconds) => seconds !== null,
      ),
    ).toBe(true);
  });

  it('leaves a new attempt in the current order, and its result records the current version', async () => {
    const person = await createPerson(file.database(), { companyId: file.companyId() });
    const launched = await launch(person);
    expect(launched.questions.slice(0, 20).map((question) => question.question_id)).toEqual(
      itemsOnPage(1).map((item) => item.id),
    );
    expect((await sessionOf(person))?.item_bank_version).toBe(itemBankVersion);
    await call(person, 'POST', '/api/diagnoses/consent', { consents: true, version: '1.0.0' });
    const saved = await submit(person, { responses: pageOfVersion(1, itemBankVersion) });
    expect(saved.result).toEqual({ answered: 20, page: 2 });
    expect(Object.keys((await sessionOf(person))?.page_first_saved_at ?? {})).toEqual(['1']);
  });
});
