import { answerScale } from '@facet/assessment-domain';
import type { Position, PositionAnswer } from '@facet/hiring-domain';
import { userIdByEmail } from '@facet/profiles-api/testing';
import type { Server } from '@hapi/hapi';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearerOf,
  confirmationTokenMailedTo,
  createCompanyProfile,
  startHiringTestServer,
  visitor,
} from './testing';

const world = startHiringTestServer();
let mario: number;
let acmeProfile: number;

beforeAll(async () => {
  mario = await userIdByEmail(world.database(), 'mario@acme.example');
  acmeProfile = await createCompanyProfile(world.database(), world.acmeId(), 'Acme engineer');
});

async function createPosition(fields: Record<string, unknown> = {}): Promise<Position> {
  const created = await world.server().inject({
    method: 'POST',
    url: '/api/hiring/positions',
    headers: bearerOf(mario),
    payload: {
      name: 'Engineer',
      profileId: acmeProfile,
      languages: ['es'],
      candidateCap: 3,
      ...fields,
    },
  });
  expect(created.statusCode).toBe(201);
  return (created.result as PositionAnswer).position;
}

/** Answers a launched attempt page by page, as the questionnaire screen sends them. */
async function answerEveryPage(server: Server, headers: Record<string, string>, lang: string) {
  const launch = await server.inject({
    method: 'POST',
    url: '/api/diagnoses/launch',
    headers,
    payload: { lang },
  });
  expect(launch.statusCode).toBe(200);
  const { questions, totalPages } = launch.result as {
    questions: { question_id: string; page: number }[];
    totalPages: number;
  };
  const consent = await server.inject({
    method: 'POST',
    url: '/api/diagnoses/consent',
    headers,
    payload: { consents: true, version: '1.0.0' },
  });
  expect(consent.statusCode).toBeLessThan(300);
  let finished: unknown;
  for (let page = 1; page <= totalPages; page += 1) {
    const responses = questions
      .filter((question) => question.page === page)
      .map((question, index) => ({
        question_id: question.question_id,
        answer: answerScale[(page + index) % answerScale.length]!,
      }));
    const saved = await server.inject({
      method: 'PATCH',
      url: '/api/diagnoses/submit',
      headers,
      payload: { responses, lang, finish: page === totalPages },
    });
    expect(saved.statusCode).toBe(200);
    finished = saved.result;
  }
  return finished as { result_id: number };
}

describe('a visitor who applies through a link', () => {
  it('registers, confirms, takes the assessment on the seat and submits the application', async () => {
    const position = await createPosition();
    const before = (await world.database()('companies').where({ id: world.acmeId() }).first())!;
    const person = visitor('es');
    const registered = await world.server().inject({
      method: 'POST',
      url: `/api/apply/${position.publicToken}/registrations`,
      payload: person,
    });
    expect(registered.statusCode).toBe(202);
    const confirmed = await world.server().inject({
      method: 'POST',
      url: '/api/apply/confirmations',
      payload: { token: await confirmationTokenMailedTo(world.database(), person.email) },
    });
    expect(confirmed.statusCode).toBe(201);
    const { token, user } = JSON.parse(confirmed.payload) as {
      token: string;
      user: { id: number };
    };
    const headers = { authorization: `Bearer ${token}` };

    const { result_id: resultId } = await answerEveryPage(world.server(), headers, 'es');

    const application = await world
      .database()('applications')
      .where({ position_id: position.id, user_id: user.id })
      .first()
      .then((found) => found!);
    expect(application).toMatchObject({ status: 'submitted', result_id: resultId, source: 'link' });
    expect(application.submitted_at).toBeInstanceOf(Date);
    const result = await world.database()('results').where({ id: resultId }).first();
    expect(result).toMatchObject({ company_id: world.acmeId(), lang: 'es' });
    const session = await world
      .database()('assessment_sessions')
      .where({ id: application.session_id! })
      .first();
    expect(session).toMatchObject({ company_id: world.acmeId(), status: 'completed' });
    // The seat was the licence: the attempt took no other.
    const after = (await world.database()('companies').where({ id: world.acmeId() }).first())!;
    expect(after.licences).toBe(before.licences);
    expect(after.licences_used).toBe(before.licences_used + 1);
    const actions = await world
      .database()('audit_log')
      .where({ company_id: world.acmeId(), subject_user_id: user.id })
      .orderBy('id')
      .pluck('action');
    expect(actions).toEqual([
      'user.registered',
      'hiring.application_created',
      'hiring.application_submitted',
    ]);
    const event = await world
      .database()('integration_events')
      .where({
        company_id: world.acmeId(),
        type: 'application.submitted',
        subject_user_id: user.id,
      })
      .first();
    expect(event!.data).toEqual({
      application_id: Number(application.id),
      position_id: position.id,
      result_id: resultId,
    });
    const seen = await world.server().inject({
      url: `/api/hiring/positions/${position.id}`,
      headers: bearerOf(mario),
    });
    expect((seen.result as PositionAnswer).position.counts).toEqual({
      applied: 1,
      started: 0,
      finished: 1,
    });
  });
});

describe("an applicant's progress", () => {
  const progressOf = async (headers: Record<string, string>) =>
    (await world.server().inject({ url: '/api/diagnoses/progress', headers })).result;

  it('offers the launch for each application, in its company and languages, after an earlier result', async () => {
    const person = visitor('en');
    const first = await createPosition({ languages: ['en', 'es'] });
    await world.server().inject({
      method: 'POST',
      url: `/api/apply/${first.publicToken}/registrations`,
      payload: person,
    });
    const confirmed = await world.server().inject({
      method: 'POST',
      url: '/api/apply/confirmations',
      payload: { token: await confirmationTokenMailedTo(world.database(), person.email) },
    });
    const headers = {
      authorization: `Bearer ${(JSON.parse(confirmed.payload) as { token: string }).token}`,
    };
    const acmeName = (await world.database()('companies').where({ id: world.acmeId() }).first())!
      .name;
    // A person of no company applies: the position's company is theirs for the assessment.
    expect(await progressOf(headers)).toMatchObject({
      state: 'notStarted',
      companyName: acmeName,
      latestResultId: null,
    });

    const { result_id: resultId } = await answerEveryPage(world.server(), headers, 'en');
    expect(await progressOf(headers)).toMatchObject({
      state: 'finished',
      latestResultId: resultId,
    });

    const second = await createPosition({ name: 'Second engineer', languages: ['en'] });
    const applied = await world.server().inject({
      method: 'POST',
      url: `/api/apply/${second.publicToken}/applications`,
      headers,
    });
    expect(applied.statusCode).toBe(201);
    expect(await progressOf(headers)).toMatchObject({
      state: 'notStarted',
      companyName: acmeName,
      latestResultId: resultId,
    });
    // The attempt opens only in a language the position offers.
    const elsewhere = await world.server().inject({
      method: 'POST',
      url: '/api/diagnoses/launch',
      headers,
      payload: { lang: 'pt' },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(JSON.parse(elsewhere.payload)).toMatchObject({
      code: 'assessment.language_not_offered',
      message: 'This assessment is offered in these languages only: en.',
    });
    expect(await progressOf(headers)).toMatchObject({ state: 'notStarted' });
  });
});

describe('a member of the company who applies', () => {
  it("joins the position's group on submitting, without spending their own licence", async () => {
    const [group] = await world
      .database()('groups')
      .insert({ company_id: world.acmeId(), name: 'Engineering applicants' })
      .returning<{ id: number }[]>('id');
    const position = await createPosition({ groupId: group!.id });
    const joao = await userIdByEmail(world.database(), 'joao@acme.example');
    const applied = await world.server().inject({
      method: 'POST',
      url: `/api/apply/${position.publicToken}/applications`,
      headers: bearerOf(joao),
    });
    expect(applied.statusCode).toBe(201);
    await answerEveryPage(world.server(), bearerOf(joao), 'es');
    const place = await world
      .database()('group_members')
      .where({ group_id: group!.id, user_id: joao })
      .first();
    expect(place).toBeDefined();
    const membership = (await world.database()('memberships').where({ user_id: joao }).first())!;
    expect(membership.licence_state).toBe('yes');
  });
});

describe('a member of another company who applies', () => {
  it('finishes a position closed while answering, reported to the position company only', async () => {
    const position = await createPosition();
    const gail = await userIdByEmail(world.database(), 'gail@globex.example');
    const applied = await world.server().inject({
      method: 'POST',
      url: `/api/apply/${position.publicToken}/applications`,
      headers: bearerOf(gail),
    });
    expect(applied.statusCode).toBe(201);
    const launch = await world.server().inject({
      method: 'POST',
      url: '/api/diagnoses/launch',
      headers: bearerOf(gail),
      payload: { lang: 'es' },
    });
    expect(launch.statusCode).toBe(200);
    const closed = await world.server().inject({
      method: 'POST',
      url: `/api/hiring/positions/${position.id}/close`,
      headers: bearerOf(mario),
    });
    expect(closed.statusCode).toBe(200);
    const { result_id: resultId } = await answerEveryPage(world.server(), bearerOf(gail), 'es');
    const result = (await world.database()('results').where({ id: resultId }).first())!;
    expect(result.company_id).toBe(world.acmeId());
    const application = await world
      .database()('applications')
      .where({ position_id: position.id, user_id: gail })
      .first()
      .then((found) => found!);
    expect(application.status).toBe('submitted');
    const membership = (await world.database()('memberships').where({ user_id: gail }).first())!;
    expect(membership.company_id).toBe(world.globexId());
    const globexEvents = await world
      .database()('integration_events')
      .where({ company_id: world.globexId(), subject_user_id: gail });
    expect(globexEvents).toEqual([]);
    const acmeEntry = await world
      .database()('audit_log')
      .where({
        company_id: world.acmeId(),
        subject_user_id: gail,
        action: 'hiring.application_submitted',
      })
      .first();
    expect(acmeEntry).toBeDefined();
  });
});
