import { accountPlugin, type AccountPorts } from '@facet/account-api';
import { membershipWithCompany, removeMember } from '@facet/company-api';
import { lockUserContact, renameUser, userContactOf } from '@facet/session-api';
import type { TestServer } from '@facet/platform-testing';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addResult,
  callerFor,
  createProfilesTestServer,
  scoresWith,
  type Caller,
} from '../src/testing';

const accountPorts: AccountPorts = {
  userContactOf,
  lockUserContact,
  renameUser,
  membershipWithCompany,
  removeMember,
};

let testServer: TestServer;
let mario: Caller;
let erinResult: number;
let profileId: number;

beforeAll(async () => {
  testServer = await createProfilesTestServer([{ plugin: accountPlugin, options: accountPorts }]);
  const database = testServer.testDatabase.database;
  mario = callerFor(testServer.server, database, 'mario@acme.example');
  await addResult(database, 'erin@acme.example', 'Acme Demo', scoresWith(10));
  erinResult = await addResult(database, 'erin@acme.example', 'Acme Demo', scoresWith(16));
  const created = await mario('POST', '/api/profiles/create-profile', {
    name: 'Analyst',
    min_anxiety: 10,
    max_anxiety: 20,
    min_trust: 20,
    max_trust: 30,
    min_extraversion: 0,
    max_extraversion: 50,
  });
  profileId = (created.body['profile'] as { profile_id: number }).profile_id;
});
afterAll(() => testServer.close());

describe('GET /api/companies/get-diagnoses-employees', () => {
  it('lists an employee results newest first', async () => {
    const answer = await mario(
      'GET',
      '/api/companies/get-diagnoses-employees?role=manager&email=erin@acme.example&page=1',
    );
    expect(answer.statusCode).toBe(200);
    expect((answer.body['diagnoses'] as { number: number }[]).map((r) => r.number)).toEqual([2, 1]);
    expect(answer.body).toMatchObject({ page: 1, totalPages: 1, total: 2 });
  });

  it('reads one result by id with its owner', async () => {
    const answer = await mario(
      'GET',
      `/api/companies/get-diagnoses-employees?result_id=${erinResult}`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body['diagnose']).toMatchObject({
      result_id: erinResult,
      email: 'erin@acme.example',
    });
  });

  it('answers 400 without e-mail or result id, 404 for a stranger', async () => {
    expect((await mario('GET', '/api/companies/get-diagnoses-employees')).statusCode).toBe(400);
    const stranger = await mario(
      'GET',
      '/api/companies/get-diagnoses-employees?email=nobody@x.example',
    );
    expect(stranger.statusCode).toBe(404);
  });
});

describe('the comparison profile of an employee result', () => {
  const reportUrl = () =>
    `/api/companies/get-employee-result-inform?result_id=${erinResult}&lang=es&email=erin@acme.example`;

  it('reads the report with no comparison until a profile is chosen', async () => {
    const answer = await mario('GET', reportUrl());
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({ profile: null, comparison: null });
    expect(answer.body['inform']).toMatchObject({ result_id: erinResult, lang: 'es' });
    // Family is written for the person only (issue 19): a company's report has the other five.
    expect((answer.body['inform'] as { sections: unknown[] }).sections).toHaveLength(5);
  });

  it('saves the chosen profile and compares with it on every later read', async () => {
    const chosen = await mario('PATCH', '/api/companies/employee-result-profile', {
      result_id: erinResult,
      email: 'erin@acme.example',
      profile_id: profileId,
    });
    expect(chosen.statusCode).toBe(200);
    const answer = await mario('GET', reportUrl());
    expect(answer.body['profile']).toMatchObject({ profile_id: profileId, name: 'Analyst' });
    // anxiety 16 inside 10..20, extraversion 96 above 0..50; trust 16 is below 20..30, but its
    // 90 % band reaches into the range, so it is borderline and counts half.
    expect(answer.body['comparison']).toMatchObject({
      fitPercentage: 50,
      scales: [
        { scale: 'extraversion', position: 'above' },
        { scale: 'anxiety', position: 'inside' },
        { scale: 'trust', position: 'borderline' },
      ],
    });
  });

  it('clears the choice with null, and 404 for an unknown profile', async () => {
    const cleared = await mario('PATCH', '/api/companies/employee-result-profile', {
      result_id: erinResult,
      email: 'erin@acme.example',
      profile_id: null,
    });
    expect(cleared.statusCode).toBe(200);
    expect((await mario('GET', reportUrl())).body['profile']).toBeNull();
    const unknown = await mario('PATCH', '/api/companies/employee-result-profile', {
      result_id: erinResult,
      email: 'erin@acme.example',
      profile_id: 999999,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 404 when the result is not the named employee’s', async () => {
    const answer = await mario(
      'GET',
      `/api/companies/get-employee-result-inform?result_id=${erinResult}&email=joao@acme.example`,
    );
    expect(answer.statusCode).toBe(404);
  });
});

describe('POST /api/companies/get-employee-inform-document/{email}/{id}', () => {
  it('answers the report PDF with the comparison as base64', async () => {
    await mario('PATCH', '/api/companies/employee-result-profile', {
      result_id: erinResult,
      email: 'erin@acme.example',
      profile_id: profileId,
    });
    const answer = await mario(
      'POST',
      `/api/companies/get-employee-inform-document/erin@acme.example/${erinResult}?lang=pt`,
      { charts: ['ignored'] },
    );
    expect(answer.statusCode).toBe(200);
    const pdf = Buffer.from(answer.body['pdfBase64'] as string, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 60_000);

  it('prints a renamed employee and an edited profile at once', async () => {
    const printedText = async () => {
      const answer = await mario(
        'POST',
        `/api/companies/get-employee-inform-document/erin@acme.example/${erinResult}?lang=en`,
        {},
      );
      const pdf = new Uint8Array(Buffer.from(answer.body['pdfBase64'] as string, 'base64'));
      const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
      // Extraction may break a long line; compare without whitespace.
      return text.replace(/\s+/g, '');
    };
    await mario('PATCH', '/api/companies/employee-result-profile', {
      result_id: erinResult,
      email: 'erin@acme.example',
      profile_id: profileId,
    });
    const before = await printedText();
    expect(before).toContain('Analyst');

    const erin = callerFor(
      testServer.server,
      testServer.testDatabase.database,
      'erin@acme.example',
    );
    expect(
      (await erin('PATCH', '/api/user/update-profile', { name: 'Erin Rectified' })).statusCode,
    ).toBe(200);
    const profile = (await mario('GET', `/api/profiles/get-profile/${profileId}`)).body[
      'profile'
    ] as { updated_at: string };
    const edited = await mario('PATCH', '/api/profiles/update-profile', {
      profile_id: profileId,
      name: 'Senior Analyst',
      min_anxiety: 10,
      max_anxiety: 20,
      min_trust: 20,
      max_trust: 30,
      min_extraversion: 0,
      max_extraversion: 50,
      updated_at: profile.updated_at,
    });
    expect(edited.statusCode).toBe(200);

    const after = await printedText();
    expect(after).toContain('ErinRectified');
    expect(after).toContain('SeniorAnalyst');
    expect(after).not.toBe(before);
  }, 60_000);

  it('answers 404 for a result of someone else', async () => {
    const answer = await mario(
      'POST',
      `/api/companies/get-employee-inform-document/joao@acme.example/${erinResult}`,
      {},
    );
    expect(answer.statusCode).toBe(404);
  });
});
