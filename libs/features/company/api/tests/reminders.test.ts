import type { TestServer } from '@facet/platform-testing';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPersonalData, sweepReminders } from '../src/index';
import {
  callerFor,
  companyTestPorts,
  createCompanyTestServer,
  publicUrl,
  type Caller,
} from './testing';

let testServer: TestServer;
let alicia: Caller;
let mario: Caller;
let gus: Caller;
let erin: Caller;

beforeAll(async () => {
  testServer = await createCompanyTestServer();
  alicia = callerFor(testServer.server, 'alicia@acme.example');
  mario = callerFor(testServer.server, 'mario@acme.example');
  gus = callerFor(testServer.server, 'gus@globex.example');
  erin = callerFor(testServer.server, 'erin@acme.example');
});
afterAll(() => testServer.close());

const database = (): Knex => testServer.testDatabase.database;
const day = 24 * 60 * 60;
const sweep = () => sweepReminders(database(), companyTestPorts, publicUrl);

const invite = async (caller: Caller, guest: string, lang = 'en') => {
  const { statusCode, body } = await caller('POST', '/api/companies/invite?role=manager', {
    guest,
    role: 'employee',
    lang,
  });
  expect(statusCode).toBe(201);
  return (body.invitation as { invitation_id: number }).invitation_id;
};

/** Moves the clock forward for one invitation: as if it had been sent `seconds` earlier. */
async function sendInvitationEarlier(guest: string, seconds: number): Promise<void> {
  await database().raw(
    `update invitations set created_at = created_at - ? * interval '1 second'
      where lower(guest_email) = lower(?)`,
    [seconds, guest],
  );
}

/** Moves the reminders already sent about an address or a person back by `seconds`. */
async function sendRemindersEarlier(seconds: number): Promise<void> {
  await database().raw(`update reminders set sent_at = sent_at - ? * interval '1 second'`, [
    seconds,
  ]);
}

const remindersMailedTo = (recipient: string) =>
  database()('mail_outbox')
    .whereIn('kind', ['invitation-reminder', 'assessment-reminder'])
    .whereRaw('lower(recipient) = lower(?)', [recipient])
    .orderBy('id')
    .select<{ kind: string; lang: string; subject: string; text_body: string }[]>(
      'kind',
      'lang',
      'subject',
      'text_body',
    );

async function userIdOf(email: string): Promise<number> {
  const user = await database()('users').where({ email }).first<{ id: string }>('id');
  return Number(user.id);
}

/** An attempt `daysAgo` old, as the assessment feature opens one, for a member of their company. */
async function startAssessment(email: string, daysAgo: number): Promise<number> {
  const userId = await userIdOf(email);
  const membership = await database()('memberships').where({ user_id: userId }).first('company_id');
  const [row] = await database()('assessment_sessions')
    .insert({
      user_id: userId,
      company_id: membership!.company_id,
      status: 'in_progress',
      item_bank_version: 'test',
      started_at: database().raw(`now() - ? * interval '1 second'`, [daysAgo * day]),
    })
    .returning<{ id: string }[]>('id');
  return Number(row!.id);
}

describe('reminder settings', () => {
  it('reads the defaults, three days and twice, switched on, before a company saves any', async () => {
    const { statusCode, body } = await mario('GET', '/api/companies/reminder-settings');
    expect(statusCode).toBe(200);
    expect(body).toEqual({ settings: { enabled: true, daysAfter: 3, times: 2 } });
  });

  it('answers 400 naming the field out of range', async () => {
    const tooSoon = await alicia('PATCH', '/api/companies/reminder-settings', {
      enabled: true,
      daysAfter: 0,
      times: 2,
    });
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.body.message).toMatch(/daysAfter/);
    const tooMany = await alicia('PATCH', '/api/companies/reminder-settings', {
      enabled: true,
      daysAfter: 3,
      times: 6,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body.message).toMatch(/times/);
  });

  it('lets only a company administrator change them, and audits the change', async () => {
    const settings = { enabled: true, daysAfter: 3, times: 2 };
    expect((await mario('PATCH', '/api/companies/reminder-settings', settings)).statusCode).toBe(
      403,
    );
    const { statusCode, body } = await gus('PATCH', '/api/companies/reminder-settings', {
      ...settings,
      enabled: false,
    });
    expect(statusCode).toBe(200);
    expect(body.settings).toEqual({ ...settings, enabled: false });
    const audit = await database()('audit_log')
      .where({ action: 'company.reminder_settings_changed' })
      .first();
    expect(audit).toBeDefined();
    // Globex's change is not Acme's.
    const acme = await mario('GET', '/api/companies/reminder-settings');
    expect(acme.body.settings).toMatchObject({ enabled: true });
  });
});

describe('scheduled invitation reminders', () => {
  it('waits for the delay, then reminds in the invitation language with a fresh working link', async () => {
    await invite(mario, 'late.invitee@example.com', 'pt');
    await sweep();
    expect(await remindersMailedTo('late.invitee@example.com')).toHaveLength(0);

    await sendInvitationEarlier('late.invitee@example.com', 3 * day - 60);
    await sweep();
    expect(await remindersMailedTo('late.invitee@example.com')).toHaveLength(0);

    await sendInvitationEarlier('late.invitee@example.com', 120);
    await sweep();
    const [mail] = await remindersMailedTo('late.invitee@example.com');
    expect(mail).toMatchObject({ kind: 'invitation-reminder', lang: 'pt' });
    expect(mail!.subject).toBe('Lembrete: Acme Demo aguarda sua resposta na Facet');
    const token = mail!.text_body.match(/https:\/\/facet\.example\/register\/([\w-]+)/)?.[1];
    expect(token).toBeDefined();
    const context = await testServer.server.inject(`/api/auth/register-context/${token}`);
    expect(context.statusCode).toBe(200);
    const live = await database()('one_time_tokens')
      .where({ purpose: 'invitation', email: 'late.invitee@example.com' })
      .where('expires_at', '>', database().fn.now());
    expect(live).toHaveLength(1);
  });

  it('sends the second step a delay later, and never more than the configured count', async () => {
    await sweep();
    expect(await remindersMailedTo('late.invitee@example.com')).toHaveLength(1);
    await sendInvitationEarlier('late.invitee@example.com', 3 * day);
    await sendRemindersEarlier(3 * day);
    await sweep();
    expect(await remindersMailedTo('late.invitee@example.com')).toHaveLength(2);
    await sendInvitationEarlier('late.invitee@example.com', 3 * day);
    await sendRemindersEarlier(3 * day);
    await sweep();
    expect(await remindersMailedTo('late.invitee@example.com')).toHaveLength(2);
    const steps = await database()('reminders')
      .join('invitations', 'invitations.id', 'reminders.invitation_id')
      .where('invitations.guest_email', 'late.invitee@example.com')
      .orderBy('step')
      .pluck('step');
    expect(steps).toEqual([1, 2]);
  });

  it('reminds nobody of a company that switched reminders off', async () => {
    await invite(gus, 'quiet.invitee@example.com');
    await sendInvitationEarlier('quiet.invitee@example.com', 4 * day);
    await sweep();
    expect(await remindersMailedTo('quiet.invitee@example.com')).toHaveLength(0);
  });

  it('never reminds an accepted, cancelled or expired invitation', async () => {
    await invite(mario, 'accepted.invitee@example.com');
    await invite(mario, 'cancelled.invitee@example.com');
    await invite(mario, 'expired.invitee@example.com');
    await database()('one_time_tokens')
      .where({ purpose: 'invitation', email: 'accepted.invitee@example.com' })
      .update({ used_at: database().fn.now() });
    expect(
      (
        await alicia('PATCH', '/api/invitations/update-invitation?role=admin', {
          guest: 'cancelled.invitee@example.com',
        })
      ).statusCode,
    ).toBe(200);
    await database()('invitations')
      .where({ guest_email: 'expired.invitee@example.com' })
      .update({ expires_at: database().raw(`now() - interval '1 minute'`) });
    for (const guest of ['accepted', 'cancelled', 'expired']) {
      await sendInvitationEarlier(`${guest}.invitee@example.com`, 4 * day);
    }
    await sweep();
    for (const guest of ['accepted', 'cancelled', 'expired']) {
      expect(await remindersMailedTo(`${guest}.invitee@example.com`)).toHaveLength(0);
    }
  });

  it('sends one mail per step when two sweeps run at the same time', async () => {
    const guests = Array.from({ length: 8 }, (_, index) => `crowd.${index}@example.com`);
    for (const guest of guests) {
      await invite(mario, guest);
      await sendInvitationEarlier(guest, 4 * day);
    }
    const [first, second] = await Promise.all([sweep(), sweep()]);
    expect(first.invitations + second.invitations).toBe(guests.length);
    for (const guest of guests) {
      expect(await remindersMailedTo(guest)).toHaveLength(1);
    }
  });
});

describe('a link used while a sweep runs', () => {
  it('withdraws the step instead of reminding an invitation accepted meanwhile', async () => {
    const guest = 'racing.invitee@example.com';
    await invite(mario, guest);
    await sendInvitationEarlier(guest, 4 * day);
    // Registration holds the link's row while it uses it, as consumeOneTimeToken does.
    const registration = await database().transaction();
    const link = () =>
      registration('one_time_tokens').where({ purpose: 'invitation', email: guest });
    await link().forUpdate().first();
    const sweeping = sweep();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await link().update({ used_at: registration.fn.now() });
    await registration.commit();
    await sweeping;
    expect(await remindersMailedTo(guest)).toHaveLength(0);
    const steps = await database()('reminders')
      .join('invitations', 'invitations.id', 'reminders.invitation_id')
      .where('invitations.guest_email', guest);
    expect(steps).toHaveLength(0);
  });
});

describe('scheduled assessment reminders', () => {
  it('reminds a member whose attempt has been idle for the delay, in their language', async () => {
    await startAssessment('joao@acme.example', 2);
    await sweep();
    expect(await remindersMailedTo('joao@acme.example')).toHaveLength(0);
    await database()('assessment_sessions')
      .where({ user_id: await userIdOf('joao@acme.example') })
      .update({ started_at: database().raw(`started_at - interval '2 days'`) });
    await sweep();
    const [mail] = await remindersMailedTo('joao@acme.example');
    expect(mail).toMatchObject({ kind: 'assessment-reminder', lang: 'pt' });
    expect(mail!.text_body).toContain('https://facet.example/diagnostic');
  });

  it('counts a recent answer as activity', async () => {
    const sessionId = await startAssessment('erin@acme.example', 10);
    await database()('answers').insert({
      session_id: sessionId,
      item_id: 'i1',
      value: 2,
      answered_at: database().raw(`now() - interval '1 day'`),
    });
    await sweep();
    expect(await remindersMailedTo('erin@acme.example')).toHaveLength(0);
  });

  it('never reminds someone who finished or left the company', async () => {
    const finished = await startAssessment('alicia@acme.example', 10);
    await database()('assessment_sessions')
      .where({ id: finished })
      .update({ status: 'completed', completed_at: database().fn.now() });
    await startAssessment('gail@globex.example', 10);
    const switchedOn = { enabled: true, daysAfter: 3, times: 2 };
    expect((await gus('PATCH', '/api/companies/reminder-settings', switchedOn)).statusCode).toBe(
      200,
    );
    await database()('memberships')
      .where({ user_id: await userIdOf('gail@globex.example') })
      .delete();
    await sweep();
    expect(await remindersMailedTo('alicia@acme.example')).toHaveLength(0);
    expect(await remindersMailedTo('gail@globex.example')).toHaveLength(0);
  });

  it('never reminds a person whose account was erased', async () => {
    await startAssessment('gina@globex.example', 10);
    await database()('users').where({ email: 'gina@globex.example' }).delete();
    await sweep();
    expect(await remindersMailedTo('gina@globex.example')).toHaveLength(0);
  });
});

describe('reminders sent by hand', () => {
  it('sends one now, records it as the next step, and refuses a second within a day', async () => {
    const invitationId = await invite(mario, 'nudge.me@example.com', 'es');
    const first = await mario('POST', '/api/companies/send-reminder', {
      kind: 'invitation',
      invitation_id: invitationId,
    });
    expect(first.statusCode).toBe(201);
    expect(first.body.target).toMatchObject({
      kind: 'invitation',
      invitation_id: invitationId,
      recipient: 'nudge.me@example.com',
      reminders: 1,
    });
    const [mail] = await remindersMailedTo('nudge.me@example.com');
    expect(mail).toMatchObject({
      lang: 'es',
      subject: 'Recordatorio: Acme Demo te espera en Facet',
    });
    const second = await mario('POST', '/api/companies/send-reminder', {
      kind: 'invitation',
      invitation_id: invitationId,
    });
    expect(second.statusCode).toBe(429);
    expect(second.body.message).toMatch(/less than 24 hours ago/);
    expect(await remindersMailedTo('nudge.me@example.com')).toHaveLength(1);
    const audit = await database()('audit_log')
      .where({ action: 'company.reminder_sent', target: 'nudge.me@example.com' })
      .first();
    expect(audit).toMatchObject({ actor_kind: 'user' });
  });

  it('reminds a member of their unfinished assessment', async () => {
    await startAssessment('carla@acme.example', 0);
    const { statusCode } = await mario('POST', '/api/companies/send-reminder', {
      kind: 'assessment',
      user_id: await userIdOf('carla@acme.example'),
    });
    expect(statusCode).toBe(201);
    expect(await remindersMailedTo('carla@acme.example')).toMatchObject([
      { kind: 'assessment-reminder', lang: 'es' },
    ]);
  });

  it('answers 404 for another company’s invitation or person, and for nothing to remind', async () => {
    const invitationId = await invite(mario, 'not.yours@example.com');
    const foreign = await gus('POST', '/api/companies/send-reminder', {
      kind: 'invitation',
      invitation_id: invitationId,
    });
    expect(foreign.statusCode).toBe(404);
    const foreignPerson = await gus('POST', '/api/companies/send-reminder', {
      kind: 'assessment',
      user_id: await userIdOf('carla@acme.example'),
    });
    expect(foreignPerson.statusCode).toBe(404);
    const nothing = await mario('POST', '/api/companies/send-reminder', {
      kind: 'assessment',
      user_id: await userIdOf('mario@acme.example'),
    });
    expect(nothing.statusCode).toBe(404);
    expect(await remindersMailedTo('not.yours@example.com')).toHaveLength(0);
  });

  it('answers 400 naming the field of a malformed request, and 403 to an employee', async () => {
    const malformed = await mario('POST', '/api/companies/send-reminder', {
      kind: 'invitation',
      invitation_id: 'abc',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body.message).toMatch(/invitation_id/);
    const employee = await erin('POST', '/api/companies/send-reminder', {
      kind: 'assessment',
      user_id: 1,
    });
    expect(employee.statusCode).toBe(403);
  });

  it('lists who may be reminded, longest waiting first, with their reminders', async () => {
    const { statusCode, body } = await mario('GET', '/api/companies/reminders?page=1&pageSize=100');
    expect(statusCode).toBe(200);
    const targets = body.targets as {
      kind: string;
      recipient: string;
      name: string | null;
      reminders: number;
      last_reminded_at: string | null;
      waiting_since: string;
    }[];
    const byRecipient = new Map(targets.map((target) => [target.recipient, target]));
    expect(byRecipient.get('late.invitee@example.com')).toMatchObject({
      kind: 'invitation',
      reminders: 2,
    });
    expect(byRecipient.get('carla@acme.example')).toMatchObject({
      kind: 'assessment',
      name: 'Carla Candidate',
      reminders: 1,
    });
    expect(byRecipient.get('not.yours@example.com')).toMatchObject({
      reminders: 0,
      last_reminded_at: null,
    });
    // Accepted, cancelled and finished ones are not waiting any more; Globex's are Globex's.
    expect(byRecipient.has('accepted.invitee@example.com')).toBe(false);
    expect(byRecipient.has('alicia@acme.example')).toBe(false);
    expect(byRecipient.has('quiet.invitee@example.com')).toBe(false);
    const waiting = targets.map((target) => target.waiting_since);
    expect(waiting).toEqual([...waiting].sort());
    const invitations = await mario('GET', '/api/invitations/get-invitation?page=1&pageSize=100');
    const late = (
      invitations.body.invitation as {
        guest: string;
        reminders: number;
        last_reminded_at: string;
      }[]
    ).find((invitation) => invitation.guest === 'late.invitee@example.com');
    expect(late).toMatchObject({ reminders: 2, last_reminded_at: expect.any(String) });
    const globex = await gus('GET', '/api/companies/reminders?page=1');
    expect((globex.body.targets as { recipient: string }[]).map((t) => t.recipient)).toEqual([
      'quiet.invitee@example.com',
    ]);
  });
});

describe('reminders in the personal-data registry', () => {
  const reminders = companyPersonalData.find((source) => source.table === 'reminders');
  const person = async (email: string) => ({
    kind: 'person' as const,
    userId: await userIdOf(email),
    email,
  });

  it("finds and erases a person's reminders by identity only", async () => {
    if (!reminders || 'holdsNoSubjectData' in reminders || !reminders.person) {
      throw new Error('The reminders table has no person entry');
    }
    const joao = await person('joao@acme.example');
    const before = await database()('reminders').count<{ count: string }[]>({ count: '*' });
    const found = await database().transaction((transaction) =>
      reminders.person!.find(transaction, joao),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ kind: 'assessment', user_id: joao.userId });
    await database().transaction((transaction) =>
      reminders.person!.erase(transaction, joao, 'erased-person:test'),
    );
    const after = await database()('reminders').count<{ count: string }[]>({ count: '*' });
    expect(Number(after[0]!.count)).toBe(Number(before[0]!.count) - 1);
  });
});
