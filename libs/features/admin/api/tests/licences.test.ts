import { maximumLicences } from '@facet/admin-domain';
import type { TestServer } from '@facet/platform-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCaller, companyIdOf, createAdminTestServer, type Caller } from './testing';

let testServer: TestServer;
let admin: Caller;
let acmeId: number;
const database = () => testServer.testDatabase.database;
const licencesOfAcme = async () =>
  (await database()('companies').where({ id: acmeId }).first('licences'))!.licences;

beforeAll(async () => {
  testServer = await createAdminTestServer();
  admin = adminCaller(testServer.server);
  acmeId = await companyIdOf(database(), 'Acme Demo');
});
afterAll(() => testServer.close());
beforeEach(async () => {
  await database()('companies').where({ id: acmeId }).update({ licences: 10 });
});

const add = (licenceCount: unknown, company_id: unknown = acmeId) =>
  admin('PATCH', '/api/admin/add-licenses', { company_id, licensesNumber: licenceCount });
const revoke = (licenceCountToRemove: unknown, company_id: unknown = acmeId) =>
  admin('PATCH', '/api/admin/revoke-licenses', {
    company_id,
    licensesNumberToRemove: licenceCountToRemove,
  });

describe('add licences', () => {
  it('adds a count, also typed as text, and records it in the audit log', async () => {
    const added = await add('5');
    expect(added.statusCode).toBe(200);
    expect(added.body).toMatchObject({ company_id: acmeId, licences: 15 });
    const audit = await database()('audit_log')
      .where({ action: 'company.licences_added', company_id: acmeId })
      .orderBy('id', 'desc')
      .first();
    expect(audit).toMatchObject({ actor_kind: 'admin', details: { added: 5, from: 10, to: 15 } });
  });

  it('answers 400 for a count that is not a whole number of at least 1', async () => {
    for (const count of [0, -3, 2.5, 'many', null]) {
      expect((await add(count)).statusCode).toBe(400);
    }
    expect(await licencesOfAcme()).toBe(10);
  });

  it('answers 404 for an unknown company', async () => {
    expect((await add(1, 999_999)).statusCode).toBe(404);
    expect((await add(maximumLicences + 1, 999_999)).statusCode).toBe(404);
  });

  it('reaches the maximum exactly and refuses one more with 422', async () => {
    expect((await add(maximumLicences - 10)).body.licences).toBe(maximumLicences);
    expect((await add(1)).statusCode).toBe(422);
    expect(await licencesOfAcme()).toBe(maximumLicences);
  });

  it('answers 422 for a count above the maximum and for a sum above it', async () => {
    expect((await add(maximumLicences + 1)).statusCode).toBe(422);
    expect((await add(maximumLicences)).statusCode).toBe(422);
    expect(await licencesOfAcme()).toBe(10);
  });
});

describe('revoke licences', () => {
  it('revokes down to zero and records it', async () => {
    const revoked = await revoke(10);
    expect(revoked.body).toMatchObject({ licences: 0 });
    const audit = await database()('audit_log')
      .where({ action: 'company.licences_revoked' })
      .orderBy('id', 'desc')
      .first();
    expect(audit!.details).toEqual({ revoked: 10, from: 10, to: 0 });
  });

  it('answers 422 for more than held, 404 for an unknown company, 400 when invalid', async () => {
    expect((await revoke(11)).statusCode).toBe(422);
    expect((await revoke(maximumLicences + 5)).statusCode).toBe(422);
    expect((await revoke(1, 999_999)).statusCode).toBe(404);
    expect((await revoke('1.5')).statusCode).toBe(400);
    expect(await licencesOfAcme()).toBe(10);
  });

  it('never goes below zero under concurrent revocations', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => revoke(3)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 422, 422, 422]);
    expect(await licencesOfAcme()).toBe(1);
  });
});
