import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeAssessment, createApiWorld, type ApiWorld } from './support/api-world';

/**
 * One licence from purchase to use, through the real routes (docs/decisions.md D61): an
 * invitation holds it, the person who registers with the link has it assigned and can start at
 * once, starting uses it, and the purchased total never moves on the way.
 */
let world: ApiWorld;
beforeAll(async () => {
  world = await createApiWorld();
});
afterAll(() => world.close());

interface Counts {
  purchased: number;
  available: number;
  assigned: number;
  heldByInvitations: number;
  used: number;
}

const dashboard = async () => {
  const response = await world.call('companyAdmin', {
    method: 'GET',
    url: '/api/company/dashboard',
  });
  expect(response.statusCode).toBe(200);
  return response.result as { licences: Counts; waitingForLicence: number };
};

const companyCounts = async () => {
  const response = await world.call('companyAdmin', {
    method: 'GET',
    url: '/api/companies/get-company',
  });
  return (response.result as { company: { licenceCounts: Counts } }).company.licenceCounts;
};

const invite = (guest: string, extra: Record<string, unknown> = {}) =>
  world.call('companyAdmin', {
    method: 'POST',
    url: '/api/companies/invite?role=manager',
    payload: { guest, role: 'candidate', lang: 'en', ...extra },
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

let nextAddress = 0;
/** Registers with the mailed link and signs in; answers the new person's access token. */
async function registerAndSignIn(email: string): Promise<string> {
  const password = 'Str0ngPassw0rd';
  const register = await world.server.inject({
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
  expect(register.statusCode).toBe(201);
  nextAddress += 1;
  const login = await world.server.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: `10.91.0.${nextAddress}`,
    payload: { email, password, termsVersion: '1.0.0', privacyVersion: '1.0.0' },
  });
  expect(login.statusCode).toBe(200);
  return String((login.result as { token: string }).token);
}

const progressOf = async (token: string) =>
  (
    await world.server.inject({
      method: 'GET',
      url: '/api/diagnoses/progress',
      headers: { authorization: `Bearer ${token}` },
    })
  ).result as { state: string; companyName: string | null };

const employeeLicence = async (email: string) => {
  const response = await world.call('companyAdmin', {
    method: 'GET',
    url: `/api/companies/get-employees/${encodeURIComponent(email)}`,
  });
  return (response.result as { employee: { licence_state: string; hasFinished: boolean } })
    .employee;
};

describe('a licence from invitation to a finished assessment', () => {
  it('is held, then assigned, then used, against a purchased total that never moves', async () => {
    const before = await companyCounts();
    const add = (change: Partial<Counts>): Counts => ({
      ...before,
      ...Object.fromEntries(
        Object.entries(change).map(([key, by]) => [key, before[key as keyof Counts] + by]),
      ),
    });
    expect(before.purchased).toBe(
      before.available + before.assigned + before.heldByInvitations + before.used,
    );

    expect((await invite('ivy.invitee@example.com')).statusCode).toBe(201);
    expect(await companyCounts()).toEqual(add({ available: -1, heldByInvitations: 1 }));

    const token = await registerAndSignIn('ivy.invitee@example.com');
    expect(await employeeLicence('ivy.invitee@example.com')).toMatchObject({
      licence_state: 'yes',
      hasFinished: false,
    });
    expect(await companyCounts()).toEqual(add({ available: -1, assigned: 1 }));
    expect(await progressOf(token)).toMatchObject({ state: 'notStarted' });

    await completeAssessment(world.server, token);
    expect(await companyCounts()).toEqual(add({ available: -1, used: 1 }));
    expect((await dashboard()).licences).toEqual(add({ available: -1, used: 1 }));
    expect(await employeeLicence('ivy.invitee@example.com')).toMatchObject({
      licence_state: 'no',
      hasFinished: true,
    });
  });

  it('holds none when the inviter turns the option off: the person joins waiting for one', async () => {
    const before = await companyCounts();
    const waitingBefore = (await dashboard()).waitingForLicence;
    const sent = await invite('walt.waiting@example.com', { assignLicense: false });
    expect(sent.statusCode).toBe(201);
    expect(sent.result).toMatchObject({ invitation: { assignLicense: false } });
    expect(await companyCounts()).toEqual(before);

    const token = await registerAndSignIn('walt.waiting@example.com');
    expect(await employeeLicence('walt.waiting@example.com')).toMatchObject({
      licence_state: 'no',
    });
    expect(await companyCounts()).toEqual(before);
    expect(await progressOf(token)).toMatchObject({
      state: 'waitingForLicence',
      companyName: 'Acme Demo',
    });
    expect((await dashboard()).waitingForLicence).toBe(waitingBefore + 1);
  });

  it('refuses with 402 only an invitation that would hold a licence when none is available', async () => {
    const { id } = world.companyA;
    const { licences } = await world
      .database('companies')
      .where({ id })
      .first<{ licences: number }>('licences');
    const { available } = await companyCounts();
    await world
      .database('companies')
      .where({ id })
      .update({ licences: licences - available });
    try {
      expect((await companyCounts()).available).toBe(0);
      expect((await invite('no.room@example.com')).statusCode).toBe(402);
      expect((await invite('no.room@example.com', { assignLicense: false })).statusCode).toBe(201);
    } finally {
      await world.database('companies').where({ id }).update({ licences });
    }
  });
});
