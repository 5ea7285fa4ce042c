import { randomBytes } from 'node:crypto';
import { sweepCandidateRetention } from '@facet/hiring-api';
import type { ServerInjectOptions } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateRetentionPorts } from '../src/feature-ports';
import {
  companyAPeople,
  completeAssessment,
  createApiWorld,
  type ApiWorld,
} from './support/api-world';
import { bearer, signIn } from './support/sign-in';

/**
 * Candidate data that expires (issue 39 part 3, D91): the company's period, the notice a week
 * before its end, the erasure of the company's copy at the end, the hire that stops the clock,
 * and the candidate's own withdrawal. The sweep's clock is moved by passing `now`.
 */

let world: ApiWorld;
const day = 24 * 60 * 60 * 1000;
const appliedAt = new Date('2026-01-10T09:00:00Z');
/** Company A keeps candidates 12 months (its default), so its clocks end a year on. */
const endInA = new Date('2027-01-10T09:00:00Z');

type Row = Record<string, unknown>;

async function as(token: string, options: ServerInjectOptions) {
  const response = await world.server.inject({ ...options, headers: bearer(token) });
  return {
    statusCode: response.statusCode,
    body: JSON.parse(response.payload || '{}') as Row,
  };
}

async function userIdOf(email: string): Promise<number> {
  const user = await world.database('users').where({ email }).first<{ id: string }>('id');
  return Number(user.id);
}

/** An account in no company, with the demo password, straight into the database. */
async function personInNoCompany(email: string, lang: 'en' | 'es' | 'pt'): Promise<number> {
  const template = await world
    .database('users')
    .where({ email: companyAPeople.candidate })
    .first<{ password_hash: string }>('password_hash');
  const [user] = await world
    .database('users')
    .insert({
      email,
      name: `Applicant ${email.split('@')[0]}`,
      password_hash: template.password_hash,
      lang,
      terms_version: '1.0.0',
      privacy_version: '1.0.0',
      terms_accepted_at: world.database.fn.now(),
    })
    .returning<{ id: string }[]>('id');
  return Number(user!.id);
}

async function positionOf(companyId: number, profileId: number): Promise<number> {
  const [position] = await world
    .database('positions')
    .insert({
      company_id: companyId,
      name: `Analyst ${randomBytes(3).toString('hex')}`,
      profile_id: profileId,
      languages: ['en', 'es'],
      candidate_cap: 10,
      seats_left: 10,
      public_token: randomBytes(32).toString('base64url'),
    })
    .returning<{ id: string }[]>('id');
  return Number(position!.id);
}

async function apply(positionId: number, userId: number, at: Date): Promise<number> {
  const position = await world.database('positions').where({ id: positionId }).first('company_id');
  if (!position) throw new Error(`Position ${positionId} is missing`);
  const [application] = await world
    .database('applications')
    .insert({
      company_id: position.company_id,
      position_id: positionId,
      user_id: userId,
      applied_at: at,
      status: 'submitted',
      submitted_at: at,
    })
    .returning<{ id: string }[]>('id');
  return Number(application!.id);
}

const sweep = (now: Date) =>
  sweepCandidateRetention(world.database, {
    ports: candidateRetentionPorts,
    publicUrl: 'http://facet.test',
    now,
  });

const noticesTo = (email: string) =>
  world.database('mail_outbox').where({ recipient: email, kind: 'candidate-retention-notice' });

let positionA: number;
let positionB: number;

beforeAll(async () => {
  world = await createApiWorld();
  positionA = await positionOf(world.companyA.id, world.companyA.profileId);
  positionB = await positionOf(world.companyB.id, world.companyB.profileId);
}, 120_000);
afterAll(() => world.close());

describe("the company's retention setting", () => {
  it('is 12 months until an administrator chooses 6, 12 or 24, in the trail', async () => {
    const read = await world.call('manager', {
      method: 'GET',
      url: '/api/hiring/settings?role=manager',
    });
    expect(read.statusCode).toBe(200);
    expect(JSON.parse(read.payload)).toEqual({ settings: { candidateRetentionMonths: 12 } });

    const byManager = await world.call('manager', {
      method: 'PATCH',
      url: '/api/hiring/settings',
      payload: { candidateRetentionMonths: 6 },
    });
    expect(byManager.statusCode).toBe(403);
    const outOfRange = await as(world.companyBAdminToken, {
      method: 'PATCH',
      url: '/api/hiring/settings',
      payload: { candidateRetentionMonths: 7 },
    });
    expect(outOfRange.statusCode).toBe(400);

    const changed = await as(world.companyBAdminToken, {
      method: 'PATCH',
      url: '/api/hiring/settings',
      payload: { candidateRetentionMonths: 24 },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toEqual({ settings: { candidateRetentionMonths: 24 } });
    const entry = await world
      .database('audit_log')
      .where({ action: 'hiring.settings_changed', company_id: world.companyB.id })
      .first<{ details: Row }>('details');
    expect(entry.details).toEqual({ candidateRetentionMonths: { from: 12, to: 24 } });

    const admin = await world.call('platformAdmin', {
      method: 'GET',
      url: `/api/admin-companies/settings?company_id=${world.companyB.id}`,
    });
    expect(JSON.parse(admin.payload)).toEqual({ settings: { candidateRetentionMonths: 24 } });
  });
});

describe('the retention sweep', () => {
  let carla: number;
  let carlaResult: number;
  let hiredPerson: number;
  let employee: number;

  beforeAll(async () => {
    carla = await userIdOf(companyAPeople.candidate);
    await world.database('memberships').where({ user_id: carla }).update({ licence_state: 'yes' });
    carlaResult = await completeAssessment(world.server, world.tokens.candidate);
    // Carla joined company A as its candidate and applied to A and to B the same day.
    await world.database('memberships').where({ user_id: carla }).update({ joined_at: appliedAt });
    await world
      .database('assessment_sessions')
      .where({ user_id: carla })
      .update({ started_at: appliedAt });
    await apply(positionA, carla, appliedAt);
    await apply(positionB, carla, appliedAt);
    // Hana applied to A the same day, and A hired her; Erin, A's employee, applied too.
    hiredPerson = await personInNoCompany('hana.hired@applicant.example', 'pt');
    const hired = await apply(positionA, hiredPerson, appliedAt);
    const hire = await world.call('manager', {
      method: 'POST',
      url: `/api/hiring/applications/${hired}/hire?role=manager`,
    });
    expect(hire.statusCode, hire.payload).toBe(200);
    expect(JSON.parse(hire.payload).application).toMatchObject({
      id: hired,
      joinedAsEmployee: true,
    });
    employee = await userIdOf(companyAPeople.employee);
    await apply(positionA, employee, appliedAt);
  }, 60_000);

  it('marks a hire in the trail and makes the person in no company an employee of it', async () => {
    const membership = await world
      .database('memberships')
      .where({ user_id: hiredPerson })
      .first<{ company_id: string; role: string }>('company_id', 'role');
    expect({ ...membership, company_id: Number(membership.company_id) }).toEqual({
      company_id: world.companyA.id,
      role: 'employee',
    });
    const entry = await world
      .database('audit_log')
      .where({ action: 'hiring.candidate_hired', subject_user_id: hiredPerson })
      .first<{ company_id: string }>('company_id');
    expect(Number(entry.company_id)).toBe(world.companyA.id);
  });

  it('refuses a hire of another company’s application', async () => {
    const applicationB = await world
      .database('applications')
      .where({ company_id: world.companyB.id, user_id: carla })
      .first<{ id: string }>('id');
    const response = await world.call('manager', {
      method: 'POST',
      url: `/api/hiring/applications/${applicationB.id}/hire?role=manager`,
    });
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.payload).code).toBe('hiring.application_not_found');
  });

  it('mails nothing more than a week before the end', async () => {
    expect(await sweep(new Date(endInA.getTime() - 8 * day))).toEqual({
      noticesSent: 0,
      erased: 0,
    });
    expect(await noticesTo(companyAPeople.candidate)).toEqual([]);
  });

  it('mails the notice once a week before the end, in the trail', async () => {
    const weekBefore = new Date(endInA.getTime() - 7 * day + 60_000);
    expect(await sweep(weekBefore)).toEqual({ noticesSent: 1, erased: 0 });
    expect(await sweep(new Date(weekBefore.getTime() + day))).toEqual({
      noticesSent: 0,
      erased: 0,
    });
    const notices = await noticesTo(companyAPeople.candidate);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text_body).toContain('Acme Demo');
    expect(notices[0]!.text_body).toContain('http://facet.test/account?tab=applications');
    const entry = await world
      .database('audit_log')
      .where({ action: 'hiring.retention_notice_sent', subject_user_id: carla })
      .first<{ company_id: string; actor_kind: string }>('company_id', 'actor_kind');
    expect(Number(entry.company_id)).toBe(world.companyA.id);
    expect(entry.actor_kind).toBe('system');
  });

  it("erases company A's copy of Carla at the end, and nothing of hired people, employees, B or her account", async () => {
    const bBefore = await world
      .database('applications')
      .where({ company_id: world.companyB.id })
      .orderBy('id');
    // Every entry that is not Carla's, in any company, is left as it was: only her own are rewritten.
    const notCarlas = () =>
      world
        .database('audit_log')
        // `is distinct from`: an entry about no one, by no user or aimed at nothing is not hers.
        .whereRaw('subject_user_id is distinct from ?', [carla])
        .whereRaw("not (actor_kind = 'user' and actor_id is not distinct from ?)", [carla])
        .whereRaw('lower(target) is distinct from lower(?)', [companyAPeople.candidate])
        .whereNotExists(
          world
            .database('audit_log_people as listed')
            .whereRaw('listed.audit_log_id = audit_log.id')
            .where('listed.user_id', carla),
        )
        .orderBy('id');
    const othersBefore = await notCarlas();
    expect(othersBefore.length).toBeGreaterThan(0);
    expect(await sweep(new Date(endInA.getTime() + 60_000))).toEqual({
      noticesSent: 0,
      erased: 1,
    });

    expect(await world.database('users').where({ id: carla })).toHaveLength(1);
    expect(await world.database('memberships').where({ user_id: carla })).toEqual([]);
    expect(
      await world.database('applications').where({ user_id: carla, company_id: world.companyA.id }),
    ).toEqual([]);
    expect(await world.database('results').where({ id: carlaResult })).toEqual([]);
    expect(await world.database('assessment_sessions').where({ user_id: carla })).toEqual([]);
    expect(
      await world.database('applications').where({ company_id: world.companyB.id }).orderBy('id'),
    ).toEqual(bBefore);
    expect(
      await world.database('applications').where({ user_id: hiredPerson }).whereNotNull('hired_at'),
    ).toHaveLength(1);
    expect(await world.database('applications').where({ user_id: employee })).toHaveLength(1);
    expect(
      await world.database('results').where({ id: world.companyA.employeeResultId }),
    ).toHaveLength(1);

    // A's trail keeps its entries about her, with no address or name of hers left in them.
    const trail = await world
      .database('audit_log')
      .where({ company_id: world.companyA.id, subject_user_id: carla });
    expect(trail.map((entry) => entry.action)).toContain('hiring.candidate_data_erased');
    const text = JSON.stringify(trail).toLowerCase();
    expect(text).not.toContain(companyAPeople.candidate);
    // The sweep's own entry is about her; nobody else's entry moved.
    expect(await notCarlas()).toEqual(othersBefore);
    expect(await sweep(new Date(endInA.getTime() + 30 * day))).toEqual({
      noticesSent: 0,
      erased: 0,
    });
  });

  it("keeps B's copy until B's own 24 months end, then erases it", async () => {
    const endInB = new Date('2028-01-10T09:00:00Z');
    expect(await sweep(new Date(endInB.getTime() - 6 * day))).toEqual({
      noticesSent: 1,
      erased: 0,
    });
    expect(await sweep(new Date(endInB.getTime() + 1000))).toEqual({ noticesSent: 0, erased: 1 });
    expect(await world.database('applications').where({ user_id: carla })).toEqual([]);
    expect(await world.database('users').where({ id: carla })).toHaveLength(1);
  });
});

describe("the candidate's applications", () => {
  let applicant: number;
  let token: string;
  let applicationA: number;
  let applicationB: number;
  const email = 'paula.applicant@applicant.example';

  beforeAll(async () => {
    applicant = await personInNoCompany(email, 'es');
    applicationA = await apply(positionA, applicant, new Date('2026-11-01T10:00:00Z'));
    applicationB = await apply(positionB, applicant, new Date('2026-11-02T10:00:00Z'));
    token = (await signIn(world.server, email, 'user')).token;
  });

  it('lists them with company, position, date, status and how long each is kept', async () => {
    const listed = await as(token, { method: 'GET', url: '/api/hiring/my-applications' });
    expect(listed.statusCode).toBe(200);
    const applications = listed.body['applications'] as Row[];
    expect(applications.map((application) => application['id'])).toEqual([
      applicationB,
      applicationA,
    ]);
    expect(applications[1]).toMatchObject({
      companyName: 'Acme Demo',
      status: 'submitted',
      appliedAt: '2026-11-01T10:00:00.000Z',
      hiredAt: null,
      keptUntil: '2027-11-01T10:00:00.000Z',
    });
    expect(applications[0]).toMatchObject({
      companyName: 'Globex Other',
      keptUntil: '2028-11-02T10:00:00.000Z',
    });
  });

  it("answers 404 for another person's application", async () => {
    const response = await world.call('employee', {
      method: 'POST',
      url: `/api/hiring/my-applications/${applicationA}/withdraw`,
    });
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.payload).code).toBe('hiring.application_not_found');
    expect(await world.database('applications').where({ id: applicationA })).toHaveLength(1);
  });

  it("erases that company's copy at once, in its trail, and keeps the other's", async () => {
    const response = await as(token, {
      method: 'POST',
      url: `/api/hiring/my-applications/${applicationA}/withdraw`,
    });
    expect(response.statusCode).toBe(204);
    expect(await world.database('applications').where({ user_id: applicant })).toMatchObject([
      { id: applicationB },
    ]);
    const entry = await world
      .database('audit_log')
      .where({ action: 'hiring.application_withdrawn', subject_user_id: applicant })
      .first<{ company_id: number; actor_kind: string; actor_id: number; target: null }>();
    expect(Number(entry.company_id)).toBe(world.companyA.id);
    expect(entry).toMatchObject({ actor_kind: 'user', actor_id: applicant, target: null });
    const listed = await as(token, { method: 'GET', url: '/api/hiring/my-applications' });
    expect((listed.body['applications'] as Row[]).map((row) => row['id'])).toEqual([applicationB]);
  });
});

describe('a clock a new application moves', () => {
  it('sends the notice again for the new end, and erases nothing at the old one', async () => {
    const email = 'quinn.again@applicant.example';
    const quinn = await personInNoCompany(email, 'en');
    await apply(positionA, quinn, new Date('2029-01-01T09:00:00Z'));
    await sweep(new Date('2029-12-25T09:01:00Z'));
    expect(await noticesTo(email)).toHaveLength(1);

    const secondPosition = await positionOf(world.companyA.id, world.companyA.profileId);
    await apply(secondPosition, quinn, new Date('2029-12-26T09:00:00Z'));
    await sweep(new Date('2030-01-02T09:00:00Z'));
    expect(await noticesTo(email)).toHaveLength(1);
    expect(await world.database('applications').where({ user_id: quinn })).toHaveLength(2);

    await sweep(new Date('2030-12-19T09:01:00Z'));
    expect(await noticesTo(email)).toHaveLength(2);
    await sweep(new Date('2030-12-26T09:01:00Z'));
    expect(await world.database('applications').where({ user_id: quinn })).toEqual([]);
  });
});

describe("an employee's withdrawal from their own company", () => {
  it('removes the application only: their results there are an employee’s', async () => {
    const erin = await userIdOf(companyAPeople.employee);
    const position = await positionOf(world.companyA.id, world.companyA.profileId);
    const application = await apply(position, erin, new Date('2026-11-03T10:00:00Z'));
    const response = await world.call('employee', {
      method: 'POST',
      url: `/api/hiring/my-applications/${application}/withdraw`,
    });
    expect(response.statusCode).toBe(204);
    expect(await world.database('applications').where({ id: application })).toEqual([]);
    expect(await world.database('memberships').where({ user_id: erin })).toHaveLength(1);
    expect(
      await world.database('results').where({ id: world.companyA.employeeResultId }),
    ).toHaveLength(1);
  });
});
