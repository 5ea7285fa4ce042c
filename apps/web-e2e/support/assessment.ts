import { facets, itemsOnPage } from '@facet/assessment-domain';
import { expect, type APIRequestContext } from '@playwright/test';

const demoPassword = 'FacetDemo1';

/** A seeded person's access token, from the same login call the app makes. */
export async function signInThroughApi(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { email, password: demoPassword, termsVersion: '1.0.0', privacyVersion: '1.0.0' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/**
 * The id of the person's latest result. The diagnostic journey, when it ran before, gave them
 * one; otherwise they take the assessment here through the API: launch, consent, answer the 240
 * statements and finish.
 */
export async function latestResultOf(request: APIRequestContext, token: string): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const listed = await request.get('/api/diagnoses/results?page=1', { headers });
  expect(listed.status()).toBe(200);
  const { results } = (await listed.json()) as {
    results: { result_id: number; number: number }[];
  };
  const latest = results.sort((a, b) => b.number - a.number)[0];
  if (latest) return latest.result_id;
  return finishWithOneAnswer(request, token, 'neutral');
}

/**
 * Takes the assessment through the API with one answer to all 240 statements in one request:
 * launch, consent, answer and finish. Its protocol is invalid (a run of one answer far beyond a
 * page, and answered faster than anyone reads): docs/decisions.md, "Protocol validity".
 */
export async function finishWithOneAnswer(
  request: APIRequestContext,
  token: string,
  answer: 'strongly_disagree' | 'disagree' | 'neutral' | 'agree' | 'strongly_agree',
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
  const finish = await request.patch('/api/diagnoses/submit', {
    headers,
    data: {
      lang: 'en',
      finish: true,
      responses: questions.map(({ question_id }) => ({ question_id, answer })),
    },
  });
  expect(finish.status()).toBe(200);
  const finished = (await finish.json()) as { result_id: number };
  expect(finished).toMatchObject({ result_id: expect.any(Number) });
  return finished.result_id;
}

/**
 * The key 1..5 a careful person presses for the statement at `position` of page `page`: each
 * facet has its own level (high, low or average, by its place in the model) and every answer
 * follows the statement's wording towards it, with the strength people vary. Such a protocol
 * passes the validity checks but speed (a test answers faster than anyone reads), so it reads as
 * questionable: the person and the company see the whole report.
 */
export function carefulDigitFor(page: number, position: number): string {
  const item = itemsOnPage(page)[position];
  if (!item) throw new Error(`Page ${page} has no statement ${position + 1}`);
  const level = (['high', 'low', 'average'] as const)[facets.indexOf(item.facet) % 3];
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
