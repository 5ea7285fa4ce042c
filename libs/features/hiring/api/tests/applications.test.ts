import type {
  ApplicationConfirmationAnswer,
  Position,
  PositionAnswer,
  PublicPositionAnswer,
} from '@facet/hiring-domain';
import { userIdByEmail } from '@facet/profiles-api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearerOf,
  confirmationTokenMailedTo,
  createCompanyProfile,
  licencesOf,
  startHiringTestServer,
  visitor,
} from './testing';

const world = startHiringTestServer();
let mario: number;
let gina: number;
let acmeProfile: number;

beforeAll(async () => {
  const database = world.database();
  mario = await userIdByEmail(database, 'mario@acme.example');
  gina = await userIdByEmail(database, 'gina@globex.example');
  acmeProfile = await createCompanyProfile(database, world.acmeId(), 'Acme designer');
});

async function createPosition(fields: Record<string, unknown> = {}): Promise<Position> {
  const created = await world.server().inject({
    method: 'POST',
    url: '/api/hiring/positions',
    headers: bearerOf(mario),
    payload: {
      name: 'Product designer',
      profileId: acmeProfile,
      languages: ['es', 'en'],
      candidateCap: 3,
      ...fields,
    },
  });
  expect(created.statusCode).toBe(201);
  return (created.result as PositionAnswer).position;
}

async function register(token: string, payload: object) {
  const response = await world.server().inject({
    method: 'POST',
    url: `/api/apply/${token}/registrations`,
    payload,
  });
  return { statusCode: response.statusCode, body: JSON.parse(response.payload || '{}') };
}

async function confirm(token: string) {
  const response = await world.server().inject({
    method: 'POST',
    url: '/api/apply/confirmations',
    payload: { token },
  });
  return { response, body: JSON.parse(response.payload || '{}') };
}

/** Registers a new visitor and confirms the mailed link; answers the confirmation. */
async function registerAndConfirm(position: Position, lang: 'en' | 'es' | 'pt' = 'en') {
  const person = visitor(lang);
  expect((await register(position.publicToken, person)).statusCode).toBe(202);
  const token = await confirmationTokenMailedTo(world.database(), person.email);
  return { person, token, ...(await confirm(token)) };
}

describe('GET /api/apply/{token}', () => {
  it("shows the company, the position and what happens to the visitor's data", async () => {
    const position = await createPosition();
    const page = await world.server().inject(`/api/apply/${position.publicToken}`);
    expect(page.statusCode).toBe(200);
    expect(page.result as PublicPositionAnswer).toEqual({
      company: { name: 'Acme Demo', logoUrl: null },
      position: {
        name: 'Product designer',
        languages: ['es', 'en'],
        state: 'open',
        opensAt: position.opensAt,
        closesAt: null,
      },
      dataUse: { retentionMonths: 12, candidateView: 'report' },
    });
  });

  it('answers 404 for an unknown token', async () => {
    const page = await world.server().inject(`/api/apply/${'x'.repeat(43)}`);
    expect(page.statusCode).toBe(404);
    expect(JSON.parse(page.payload).code).toBe('hiring.link_not_found');
  });

  it('says a position not yet open, closed and past its closing', async () => {
    const later = await createPosition({
      opensAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const closed = await createPosition();
    await world.server().inject({
      method: 'POST',
      url: `/api/hiring/positions/${closed.id}/close`,
      headers: bearerOf(mario),
    });
    const expired = await createPosition();
    await world
      .database()('positions')
      .where({ id: expired.id })
      .update({
        opens_at: new Date(Date.now() - 7_200_000),
        closes_at: new Date(Date.now() - 60_000),
      });
    const stateOf = async (position: Position) =>
      (
        (await world.server().inject(`/api/apply/${position.publicToken}`))
          .result as PublicPositionAnswer
      ).position.state;
    expect(await stateOf(later)).toBe('not_yet_open');
    expect(await stateOf(closed)).toBe('closed');
    expect(await stateOf(expired)).toBe('closed');
  });
});

describe('signing up through a link', () => {
  it('mails a confirmation link in the chosen language and creates no account', async () => {
    const position = await createPosition();
    const person = visitor('es');
    const answer = await register(position.publicToken, person);
    expect(answer.statusCode).toBe(202);
    expect(answer.body).toEqual({ email: person.email, confirmationValidHours: 48 });
    expect(await world.database()('users').where({ email: person.email }).first()).toBeUndefined();
    const mail = await world
      .database()('mail_outbox')
      .where({ recipient: person.email })
      .first<{ subject: string; lang: string; text_body: string }>();
    expect(mail).toMatchObject({ lang: 'es', subject: 'Confirma tu candidatura a Acme Demo' });
    expect(mail.text_body).toContain('https://facet.example/apply/confirm/');
    const stored = await world
      .database()('one_time_tokens')
      .where({ email: person.email })
      .first<{ purpose: string; payload: Record<string, unknown> }>();
    expect(stored.purpose).toBe('pending_sign_up');
    expect(stored.payload.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(stored.payload)).not.toContain(person.password);
  });

  it('tells an address that has an account to sign in, and nothing more', async () => {
    const position = await createPosition();
    const answer = await register(position.publicToken, {
      ...visitor(),
      email: 'erin@acme.example',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.body.code).toBe('hiring.sign_in_to_apply');
  });

  it('refuses a closed, a not yet open and a full position with their codes', async () => {
    const closed = await createPosition();
    await world.server().inject({
      method: 'POST',
      url: `/api/hiring/positions/${closed.id}/close`,
      headers: bearerOf(mario),
    });
    const later = await createPosition({
      opensAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const full = await createPosition({ candidateCap: 1 });
    await world.database()('positions').where({ id: full.id }).update({ seats_left: 0 });
    const closedAnswer = await register(closed.publicToken, visitor());
    expect([closedAnswer.statusCode, closedAnswer.body.code]).toEqual([
      410,
      'hiring.position_closed',
    ]);
    const laterAnswer = await register(later.publicToken, visitor());
    expect([laterAnswer.statusCode, laterAnswer.body.code]).toEqual([
      409,
      'hiring.position_not_yet_open',
    ]);
    const fullAnswer = await register(full.publicToken, visitor());
    expect([fullAnswer.statusCode, fullAnswer.body.code]).toEqual([409, 'hiring.position_full']);
  });
});

describe('confirming a sign-up', () => {
  it('creates the account and the application, takes a seat and signs the person in', async () => {
    const position = await createPosition({ candidateCap: 2 });
    const before = await licencesOf(world.database(), world.acmeId());
    const { person, response, body } = await registerAndConfirm(position, 'pt');
    expect(response.statusCode).toBe(201);
    const answer = body as ApplicationConfirmationAnswer;
    expect(answer.user).toMatchObject({
      email: person.email,
      role: 'user',
      company_id: null,
      lang: 'pt',
    });
    expect(answer.token).toEqual(expect.any(String));
    expect(answer.application).toMatchObject({
      positionName: 'Product designer',
      companyName: 'Acme Demo',
      source: 'link',
      status: 'applied',
    });
    expect(String(response.headers['set-cookie'])).toMatch(/refresh/i);
    const user = (await world.database()('users').where({ email: person.email }).first())!;
    expect(user).toMatchObject({ name: person.name, terms_version: '1.0.0' });
    expect(
      await world.database()('memberships').where({ user_id: user.id }).first(),
    ).toBeUndefined();
    const seats = await world
      .database()('positions')
      .where({ id: position.id })
      .first('seats_left');
    expect(seats!.seats_left).toBe(1);
    expect(await licencesOf(world.database(), world.acmeId())).toEqual({
      licences: before.licences,
      licences_used: before.licences_used + 1,
    });
    const entry = await world
      .database()('audit_log')
      .where({ action: 'hiring.application_created', subject_user_id: user.id })
      .first();
    expect(entry).toMatchObject({ company_id: world.acmeId(), target: person.email });
  });

  it('refuses the same link twice and an unknown one', async () => {
    const position = await createPosition();
    const { token, response } = await registerAndConfirm(position);
    expect(response.statusCode).toBe(201);
    const again = await confirm(token);
    expect([again.response.statusCode, again.body.code]).toEqual([410, 'hiring.confirmation_used']);
    const unknown = await confirm('not-a-real-link-secret');
    expect([unknown.response.statusCode, unknown.body.code]).toEqual([
      404,
      'hiring.confirmation_invalid',
    ]);
  });

  it('refuses a position closed since the sign-up, and creates no account', async () => {
    const position = await createPosition();
    const person = visitor();
    await register(position.publicToken, person);
    await world.server().inject({
      method: 'POST',
      url: `/api/hiring/positions/${position.id}/close`,
      headers: bearerOf(mario),
    });
    const refused = await confirm(await confirmationTokenMailedTo(world.database(), person.email));
    expect([refused.response.statusCode, refused.body.code]).toEqual([
      410,
      'hiring.position_closed',
    ]);
    expect(await world.database()('users').where({ email: person.email }).first()).toBeUndefined();
  });

  it('gives exactly the cap of seats to 20 confirmations at once', async () => {
    const position = await createPosition({ candidateCap: 5 });
    const before = await licencesOf(world.database(), world.acmeId());
    const people = Array.from({ length: 20 }, () => visitor());
    for (const person of people) {
      expect((await register(position.publicToken, person)).statusCode).toBe(202);
    }
    const tokens = await Promise.all(
      people.map((person) => confirmationTokenMailedTo(world.database(), person.email)),
    );
    const answers = await Promise.all(tokens.map((token) => confirm(token)));
    const statuses = answers.map((answer) => answer.response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.body.code === 'hiring.position_full')).toHaveLength(
      15,
    );
    const applications = await world.database()('applications').where({ position_id: position.id });
    expect(applications).toHaveLength(5);
    const row = (await world
      .database()('positions')
      .where({ id: position.id })
      .first('seats_left'))!;
    expect(row.seats_left).toBe(0);
    expect(await licencesOf(world.database(), world.acmeId())).toEqual({
      licences: before.licences,
      licences_used: before.licences_used + 5,
    });
    const accounts = await world
      .database()('users')
      .whereIn(
        'email',
        people.map((person) => person.email),
      )
      .count<{ count: string }[]>('* as count');
    expect(Number(accounts[0]!.count)).toBe(5);
  });
});

describe('applying with an account', () => {
  it('refuses a second application to one position', async () => {
    const position = await createPosition();
    const erin = await userIdByEmail(world.database(), 'erin@acme.example');
    const apply = () =>
      world.server().inject({
        method: 'POST',
        url: `/api/apply/${position.publicToken}/applications`,
        headers: bearerOf(erin),
      });
    expect((await apply()).statusCode).toBe(201);
    const again = await apply();
    expect([again.statusCode, JSON.parse(again.payload).code]).toEqual([
      409,
      'hiring.already_applied',
    ]);
  });

  it("keeps a member of another company theirs, and shows the application to the position's company only", async () => {
    const position = await createPosition();
    const gail = await userIdByEmail(world.database(), 'gail@globex.example');
    const applied = await world.server().inject({
      method: 'POST',
      url: `/api/apply/${position.publicToken}/applications`,
      headers: bearerOf(gail),
    });
    expect(applied.statusCode).toBe(201);
    const membership = await world.database()('memberships').where({ user_id: gail }).first();
    expect(membership).toMatchObject({ company_id: world.globexId(), role: 'employee' });
    const acmeView = await world.server().inject({
      url: `/api/hiring/positions/${position.id}`,
      headers: bearerOf(mario),
    });
    expect((acmeView.result as PositionAnswer).position.counts.applied).toBe(1);
    const globexView = await world.server().inject({
      url: `/api/hiring/positions/${position.id}`,
      headers: bearerOf(gina),
    });
    expect(globexView.statusCode).toBe(404);
    const globexTrail = await world
      .database()('audit_log')
      .where({ company_id: world.globexId(), subject_user_id: gail })
      .where('action', 'like', 'hiring.%');
    expect(globexTrail).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const position = await createPosition();
    const refused = await world.server().inject({
      method: 'POST',
      url: `/api/apply/${position.publicToken}/applications`,
    });
    expect(refused.statusCode).toBe(401);
  });
});
