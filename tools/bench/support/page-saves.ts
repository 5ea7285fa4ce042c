import {
  answerScale,
  consentVersion,
  itemsOnPage,
  totalPages,
  type Answer,
} from '@facet/assessment-domain';
import { benchUserToken } from './bench-company';
import { callJson, expectStatus } from './json-call';
import { openLoop, type LoadOutcome, type PlannedRequest } from './open-loop';

/** The 20 answers of `page`, the scale's words in turn from the `shift`th. */
export function pageAnswers(
  page: number,
  shift: number,
): { question_id: string; answer: Answer }[] {
  return itemsOnPage(page).map((item, position) => ({
    question_id: item.id,
    answer: answerScale[(shift + position) % answerScale.length]!,
  }));
}

/** Launch and consent, as a person does before the first page; `pages` pages then saved. */
export async function openAttempt(origin: string, userId: number, pages = 0): Promise<void> {
  const token = benchUserToken(userId);
  const launched = await callJson(origin, 'POST', '/api/diagnoses/launch', {
    token,
    body: { lang: 'en' },
  });
  expectStatus(launched, 200, 'Launch');
  const consented = await callJson(origin, 'POST', '/api/diagnoses/consent', {
    token,
    body: { consents: true, version: consentVersion },
  });
  expectStatus(consented, 200, 'Consent');
  for (let page = 1; page <= pages; page += 1) {
    const saved = await callJson(origin, 'PATCH', '/api/diagnoses/submit', {
      token,
      body: { responses: pageAnswers(page, 0), lang: 'en' },
    });
    expectStatus(saved, 200, `Page ${page}`);
  }
}

/** `openAttempt` for each person, ten at a time. */
export async function openAttempts(
  origin: string,
  people: readonly number[],
  pages = 0,
): Promise<void> {
  for (let first = 0; first < people.length; first += 10) {
    await Promise.all(
      people.slice(first, first + 10).map((userId) => openAttempt(origin, userId, pages)),
    );
  }
}

/** Person `index % people.length` sends a page of 20 answers, going through the pages in turn. */
export const pageSavesBy =
  (people: readonly number[]) =>
  (count: number): PlannedRequest[] =>
    Array.from({ length: count }, (_, index) => ({
      method: 'PATCH',
      path: '/api/diagnoses/submit',
      headers: {
        authorization: `Bearer ${benchUserToken(people[index % people.length]!)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        responses: pageAnswers(1 + (Math.floor(index / people.length) % totalPages), index),
        lang: 'en',
      }),
    }));

/** Open-loop load at `rate` in slices of two seconds until stopped, which answers each slice's figures. */
export function startSteadyLoad(
  origin: string,
  rate: number,
  requestsFor: (count: number) => PlannedRequest[],
): { stop(): Promise<LoadOutcome[]> } {
  let stopping = false;
  const slices: LoadOutcome[] = [];
  const running = (async () => {
    while (!stopping) slices.push(await openLoop(origin, rate, requestsFor(rate * 2)));
  })();
  return {
    stop: async () => {
      stopping = true;
      await running;
      return slices;
    },
  };
}
