import {
  answerScale,
  facets,
  fastPagesForFlag,
  itemsOnPage,
  itemsPerPage,
  totalPages,
  type Answer,
} from '@facet/assessment-domain';
import { expect, type APIRequestContext } from '@playwright/test';
import { withRunDatabase } from './run-database';
import { signInThroughApi } from './sign-in';
import type { Person } from './tenant';

/** The careful person's answer to each statement (`carefulDigitFor`). */
function carefulAnswerOf(questionId: string): Answer {
  return carefulAnswerOfTemperament(0)(questionId);
}

/** The answers of a careful person of the given temperament (`carefulDigitFor`). */
function carefulAnswerOfTemperament(temperament: number): (questionId: string) => Answer {
  const answers = new Map(
    Array.from({ length: totalPages }, (_, index) => index + 1).flatMap((page) =>
      itemsOnPage(page).map(
        (item, position) =>
          [
            item.id,
            answerScale[Number(carefulDigitFor(page, position, temperament)) - 1]!,
          ] as const,
      ),
    ),
  );
  return (questionId) => {
    const answer = answers.get(questionId);
    if (!answer) throw new Error(`The item bank has no statement ${questionId}`);
    return answer;
  };
}

/**
 * Signs the person in and takes the assessment through the API as a careful person answers it
 * (`carefulDigitFor`), hurrying over the last pages (`finishCarefullyHurryingAtTheEnd`): the
 * protocol is questionable, not invalid, so the company sees the whole report with a caution.
 * Answers the result's id.
 */
export async function finishCarefully(
  request: APIRequestContext,
  person: Omit<Person, 'name'>,
): Promise<number> {
  const token = await signInThroughApi(request, person);
  return finishCarefullyHurryingAtTheEnd(request, token, person.email);
}

/**
 * As `finishCarefully`, by someone who read every statement: the consent is moved back by three
 * seconds a statement before the answers are sent, so the protocol is valid, which is what the
 * company's team views count. People of different `temperament`s (`carefulDigitFor`) score
 * differently, so they fit a profile differently.
 */
export async function finishCarefullyAtReadingPace(
  request: APIRequestContext,
  token: string,
  email: string,
  temperament = 0,
): Promise<number> {
  return finishAnswering(request, token, carefulAnswerOfTemperament(temperament), () =>
    moveConsentBack(email, totalPages),
  );
}

/**
 * As `finishCarefullyAtReadingPace` for all but the last pages, which follow at once: those
 * `fastPagesForFlag` pages are answered faster than anyone reads, which raises the speed flag
 * and nothing else, so the protocol is questionable (too few fast pages to make it invalid).
 */
export async function finishCarefullyHurryingAtTheEnd(
  request: APIRequestContext,
  token: string,
  email: string,
): Promise<number> {
  const pagesRead = totalPages - fastPagesForFlag;
  return finishAnswering(
    request,
    token,
    carefulAnswerOf,
    () => moveConsentBack(email, pagesRead),
    pagesRead * itemsPerPage,
  );
}

/**
 * Rewrites when the open attempt's pages saved so far were first saved, as if every page had been
 * read at three seconds a statement since the consent: a journey answers a page in a second or
 * two through the browser, which the speed check rightly finds too fast to have been read (D47).
 * The next page saved follows about a page's reading time after the last.
 */
export async function recordPagesAsRead(email: string): Promise<void> {
  const secondsPerPage = itemsPerPage * 3;
  await withRunDatabase((client) =>
    client.query(
      `update assessment_sessions as sessions
          set consented_at = now() - make_interval(secs => $2 * ($3 + 1)),
              page_first_saved_at = (
                select jsonb_object_agg(page, to_jsonb(now() - make_interval(secs => $2 * ($3 + 1 - page::int))))
                  from jsonb_object_keys(sessions.page_first_saved_at) as page)
        where status = 'in_progress' and user_id = (select id from users where email = $1)`,
      [email, secondsPerPage, totalPages - 1],
    ),
  );
}

/** Moves the open attempt's consent back by three seconds a statement of `pages` pages. */
async function moveConsentBack(email: string, pages: number): Promise<void> {
  await withRunDatabase((client) =>
    client.query(
      `update assessment_sessions set consented_at = consented_at - make_interval(secs => $2)
        where status = 'in_progress' and user_id = (select id from users where email = $1)`,
      [email, pages * itemsPerPage * 3],
    ),
  );
}

/**
 * Takes the assessment through the API with one answer to all 240 statements in one request.
 * Its protocol is invalid (a run of one answer far beyond a page, and answered faster than
 * anyone reads): docs/decisions.md, "Protocol validity".
 */
export async function finishWithOneAnswer(
  request: APIRequestContext,
  token: string,
  answer: Answer,
): Promise<number> {
  return finishAnswering(request, token, () => answer);
}

/**
 * Launch, consent, every statement answered by `answerFor` and finish, as the app calls them;
 * the first `savedFirst` statements (whole pages) are saved in a request of their own before.
 */
async function finishAnswering(
  request: APIRequestContext,
  token: string,
  answerFor: (questionId: string) => Answer,
  beforeAnswering?: () => Promise<void>,
  savedFirst = 0,
): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const launch = await request.post('/api/diagnoses/launch', { headers, data: { lang: 'en' } });
  expect(launch.status()).toBe(200);
  const { questions } = (await launch.json()) as { questions: { question_id: string }[] };
  expect(questions).toHaveLength(240);
  const consent = await request.post('/api/diagnoses/consent', {
    headers,
    data: { consents: true, version: '1.0.0' },
  });
  expect(consent.status()).toBe(200);
  await beforeAnswering?.();
  const responses = questions.map(({ question_id }) => ({
    question_id,
    answer: answerFor(question_id),
  }));
  if (savedFirst > 0) {
    const saved = await request.patch('/api/diagnoses/submit', {
      headers,
      data: { lang: 'en', finish: false, responses: responses.slice(0, savedFirst) },
    });
    expect(saved.status()).toBe(200);
  }
  const finish = await request.patch('/api/diagnoses/submit', {
    headers,
    data: { lang: 'en', finish: true, responses },
  });
  expect(finish.status()).toBe(200);
  const finished = (await finish.json()) as { result_id: number };
  expect(finished).toMatchObject({ result_id: expect.any(Number) });
  return finished.result_id;
}

/**
 * The key 1..5 a careful person presses for the statement at `position` of page `page`: each
 * facet has its own level (high, low or average, by its place in the model, shifted by the
 * person's `temperament`, so people of other temperaments are high on other facets) and every
 * answer follows the statement's wording towards it, with the strength people vary. Such a protocol
 * passes the validity checks but speed (a test answers faster than anyone reads), so it reads as
 * questionable: the person and the company see the whole report.
 */
export function carefulDigitFor(page: number, position: number, temperament = 0): string {
  const item = itemsOnPage(page)[position];
  if (!item) throw new Error(`Page ${page} has no statement ${position + 1}`);
  const level = (['high', 'low', 'average'] as const)[
    (facets.indexOf(item.facet) + temperament) % 3
  ];
  const strong = position % 2 === 0;
  const raisesScore = (item.keyed === 'plus') === (level === 'high');
  const answer =
    level === 'average'
      ? strong
        ? 3
        : item.keyed === 'plus'
          ? 4
          : 2
      : raisesScore
        ? strong
          ? 5
          : 4
        : strong
          ? 1
          : 2;
  return String(answer);
}
