import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '@facet/platform-db';
import {
  companyBPeople,
  completeAssessment,
  createApiWorld,
  type ApiWorld,
} from './support/api-world';

/**
 * Invitations naming a position (D95), through the app's own composition: company checks the
 * position and makes the application on acceptance through the ports `feature-ports.ts` fills
 * from hiring, so an invitee takes one of the position's places as a link's visitor does, and
 * runs their assessment under the application.
 */
let world: ApiWorld;
beforeAll(async () => {
  world = await createApiWorld();
});
afterAll(() => world.close());

const password = 'Str0ngPassw0rd';
let nextAddress = 0;

async function createPosition(
  name: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: number }> {
  const created = await world.call('manager', {
    method: 'POST',
    url: '/api/hiring/positions',
    payload: {
      name,
      profileId: world.companyA.profileId,
      languages: ['en'],
      candidateCap: 2,
      ...extra,
    },
  });
  expect(created.statusCode).toBe(201);
  return (created.result as { position: { id: number } }).position;
}

const invite = (guest: string, payload: Record<string, unknown>) =>
  world.call('manager', {
    method: 'POST',
    url: '/api/companies/invite?role=manager',
    payload: { guest, role: 'candidate', lang: 'en', ...payload },
  });

const sendFile = (query: string, ...lines: string[]) =>
  world.call('manager', {
    method: 'POST',
    url: `/api/companies/invite-from-file?role=manager${query}`,
    payload: lines.join('\r\n'),
  });

async function tokenMailedTo(email: string): Promise<string> {
  const mail = await world
    .database('mail_outbox')
    .where({ kind: 'invitation', recipient: email })
    .orderBy('id', 'desc')
    .first<{ text_body: string }>('text_body');
  const link = mail?.text_body.match(/http:\/\/facet\.test\/\S+/)?.[0];
  if (!link) throw new Error(`No invitation mail for ${email}`);
  return decodeURIComponent(link.split('/').at(-1)!);
}

const register = async (email: string) =>
  world.server.inject({
    method: 'POST',
    url: '/api/auth/employee-register',
    payload: {
      token: await tokenMailedTo(email),
      name: 'Ivy Invitee',
      password,
      termsVersion: '1.0.0',
      privacyVersion: '1.0.0',
    },
  });

async function signIn(email: string, withPassword = password): Promise<string> {
  nextAddress += 1;
  const login = await world.server.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: `10.93.0.${nextAddress}`,
    payload: { email, password: withPassword, termsVersion: '1.0.0', privacyVersion: '1.0.0' },
  });
  expect(login.statusCode).toBe(200);
  return String((login.result as { token: string }).token);
}

const applicationOf = (email: string) =>
  world
    .database('applications as a')
    .join('users as u', 'u.id', 'a.user_id')
    .where('u.email', email)
    .first<{ position_id: number; company_id: number; source: string; status: string } | undefined>(
      'a.position_id',
      'a.company_id',
      'a.source',
      'a.status',
    );

const seatsLeft = async (positionId: number) =>
  (await world.database('positions').where({ id: positionId }).first('seats_left'))!.seats_left;

const licenceCounts = async () => {
  const response = await world.call('companyAdmin', {
    method: 'GET',
    url: '/api/companies/get-company',
  });
  return (
    response.result as {
      company: { licenceCounts: { available: number; heldByInvitations: number; used: number } };
    }
  ).company.licenceCounts;
};

const codeOf = (response: { statusCode: number; result: unknown }) => [
  response.statusCode,
  (response.result as { code?: string }).code,
];

describe('an invitation to a position', () => {
  let positionId: number;
  beforeAll(async () => {
    positionId = (await createPosition('Invited analyst')).id;
  });

  it('holds no licence, and accepting it makes an application with source invitation', async () => {
    const before = await licenceCounts();
    const sent = await invite('ivy.position@example.com', { position_id: positionId });
    expect(sent.statusCode).toBe(201);
    expect((sent.result as { invitation: object }).invitation).toMatchObject({
      position_id: positionId,
      assignLicense: false,
    });
    expect(await licenceCounts()).toEqual(before);
    const mail = await world
      .database('mail_outbox')
      .where({ kind: 'invitation', recipient: 'ivy.position@example.com' })
      .first<{ text_body: string }>('text_body');
    expect(mail.text_body).toContain('applies you to the position “Invited analyst”');

    expect((await register('ivy.position@example.com')).statusCode).toBe(201);
    expect(await applicationOf('ivy.position@example.com')).toEqual({
      position_id: positionId,
      company_id: world.companyA.id,
      source: 'invitation',
      status: 'applied',
    });
    expect(await seatsLeft(positionId)).toBe(1);
    const created = await world
      .database('audit_log')
      .where({ action: 'hiring.application_created', target: 'ivy.position@example.com' })
      .first<{ company_id: number; details: { source: string } }>('company_id', 'details');
    expect(created).toMatchObject({
      company_id: world.companyA.id,
      details: { source: 'invitation', position_id: positionId },
    });
  });

  it('runs the assessment under the application: submitted, one licence used, ranked', async () => {
    const before = await licenceCounts();
    const resultId = await completeAssessment(
      world.server,
      await signIn('ivy.position@example.com'),
    );
    expect(await applicationOf('ivy.position@example.com')).toMatchObject({
      status: 'submitted',
    });
    // The place the invitee took is the licence: finishing spends no second one.
    expect(await licenceCounts()).toEqual(before);
    const event = await world
      .database('integration_events')
      .where({ type: 'application.submitted', company_id: world.companyA.id })
      .orderBy('id', 'desc')
      .first<{ data: { result_id: number } }>('data');
    expect(event?.data.result_id).toBe(resultId);

    const ranking = await world.call('manager', {
      method: 'GET',
      // The assessment's answers here are not a careful person's; the ranking lists any result.
      url: `/api/companies/rank-members?position_id=${positionId}&validity=any`,
    });
    expect(ranking.statusCode).toBe(200);
    expect((ranking.result as { members: object[] }).members).toEqual([
      expect.objectContaining({
        email: 'ivy.position@example.com',
        result_id: resultId,
        source: 'invitation',
      }),
    ]);
    const exported = await world.call('manager', {
      method: 'GET',
      url: `/api/companies/export-ranking?position_id=${positionId}&validity=any&format=csv&lang=en`,
    });
    expect(exported.payload).toMatch(/ivy\.position@example\.com.*,Invitation/);
  });

  it('comes from a file with source file, and its preview counts no licences', async () => {
    const preview = await world.call('manager', {
      method: 'POST',
      url: `/api/companies/invite-from-file/preview?role=manager&position_id=${positionId}`,
      payload: 'email,name,role\r\nfay.file@example.com,Fay File,candidate',
    });
    expect(preview.statusCode).toBe(200);
    expect((preview.result as { licences: { needed: number } }).licences.needed).toBe(0);
    const sent = await sendFile(
      `&position_id=${positionId}`,
      'email,name,role',
      'fay.file@example.com,Fay File,candidate',
      'late.file@example.com,Late File,candidate',
    );
    expect(sent.statusCode).toBe(200);
    expect((sent.result as { invited: number }).invited).toBe(2);

    expect((await register('fay.file@example.com')).statusCode).toBe(201);
    expect(await applicationOf('fay.file@example.com')).toMatchObject({
      source: 'file',
      status: 'applied',
    });
    expect(await seatsLeft(positionId)).toBe(0);
  });

  it('refuses an acceptance once the position is full, and changes nothing', async () => {
    const refused = await register('late.file@example.com');
    expect(codeOf(refused)).toEqual([409, 'company.invitation_position_full']);
    expect(await world.database('users').where({ email: 'late.file@example.com' }).first()).toBe(
      undefined,
    );
    const invitation = await world
      .database('invitations')
      .where({ guest_email: 'late.file@example.com' })
      .first('status');
    expect(invitation?.status).toBe('pending');
  });

  it('refuses naming a full, closed, not yet open or unknown position', async () => {
    expect(codeOf(await invite('x1@example.com', { position_id: positionId }))).toEqual([
      409,
      'company.invitation_position_full',
    ]);
    expect(
      codeOf(await invite('x2@example.com', { position_id: world.companyA.closedPositionId })),
    ).toEqual([409, 'company.invitation_position_closed']);
    const later = await createPosition('Later analyst', {
      opensAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(codeOf(await invite('x3@example.com', { position_id: later.id }))).toEqual([
      409,
      'company.invitation_position_not_yet_open',
    ]);
    expect(codeOf(await invite('x4@example.com', { position_id: 999_999 }))).toEqual([
      404,
      'company.invitation_position_not_found',
    ]);
    const file = await sendFile(
      `&position_id=${world.companyA.closedPositionId}`,
      'email,role',
      'x5@example.com,candidate',
    );
    expect(codeOf(file)).toEqual([409, 'company.invitation_position_closed']);
    const invited = await world
      .database('invitations')
      .whereIn('guest_email', ['x1@example.com', 'x2@example.com', 'x5@example.com'])
      .count<{ count: string }[]>({ count: '*' });
    expect(Number(invited[0]!.count)).toBe(0);
  });
});

describe('an invitation to a position accepted with an account', () => {
  it('applies the person to the position as they join the company', async () => {
    const position = await createPosition('Account analyst');
    const guest = companyBPeople.employee;
    expect((await invite(guest, { position_id: position.id })).statusCode).toBe(201);
    const token = await signIn(guest, demoPassword);
    const accepted = await world.server.inject({
      method: 'PATCH',
      url: '/api/companies/company-change',
      headers: { authorization: `Bearer ${token}` },
      payload: { token: await tokenMailedTo(guest) },
    });
    expect(accepted.statusCode).toBe(200);
    expect(await applicationOf(guest)).toMatchObject({
      position_id: position.id,
      source: 'invitation',
      status: 'applied',
    });
    expect(await seatsLeft(position.id)).toBe(1);
  });
});

describe('tenant isolation of invitations to positions', () => {
  it("refuses another company's position as unknown, by its managers and the admin twin", async () => {
    const other = await world.call('otherManager', {
      method: 'POST',
      url: '/api/companies/invite?role=manager',
      payload: {
        guest: 'y1@example.com',
        role: 'candidate',
        position_id: world.companyA.positionId,
      },
    });
    expect(codeOf(other)).toEqual([404, 'company.invitation_position_not_found']);
    expect(
      codeOf(await invite('y2@example.com', { position_id: world.companyB.positionId })),
    ).toEqual([404, 'company.invitation_position_not_found']);
    const otherFile = await world.call('otherManager', {
      method: 'POST',
      url: `/api/companies/invite-from-file/preview?role=manager&position_id=${world.companyA.positionId}`,
      payload: 'email,role\r\ny3@example.com,candidate',
    });
    expect(codeOf(otherFile)).toEqual([404, 'company.invitation_position_not_found']);
    const admin = await world.call('platformAdmin', {
      method: 'POST',
      url: '/api/admin-companies/invite',
      payload: {
        guest: 'y4@example.com',
        role: 'candidate',
        company_id: world.companyB.id,
        position_id: world.companyA.positionId,
      },
    });
    expect(codeOf(admin)).toEqual([404, 'company.invitation_position_not_found']);
  });
});

describe('the places of a position under concurrent acceptances', () => {
  it('gives its one place to exactly one of two invitees accepting at once', async () => {
    const position = await createPosition('One place', { candidateCap: 1 });
    const guests = ['race.one@example.com', 'race.two@example.com'];
    for (const guest of guests) {
      expect((await invite(guest, { position_id: position.id })).statusCode).toBe(201);
    }
    const answers = await Promise.all(guests.map((guest) => register(guest)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await seatsLeft(position.id)).toBe(0);
    const applications = await world
      .database('applications')
      .where({ position_id: position.id })
      .count<{ count: string }[]>({ count: '*' });
    expect(Number(applications[0]!.count)).toBe(1);
  });
});
