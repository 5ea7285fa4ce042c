import type { TestServer } from '@facet/platform-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRequest, createDataRightsTestServer } from './testing';

let testServer: TestServer;
const database = () => testServer.testDatabase.database;

beforeAll(async () => {
  testServer = await createDataRightsTestServer();
});
afterAll(() => testServer.close());

const fileAsVisitor = (email: string, remoteAddress: string) =>
  testServer.server.inject({
    method: 'POST',
    url: '/api/arsulipo/user',
    remoteAddress,
    payload: { ...accessRequest, name: 'Vera Visitor', email },
  });

async function queuedMail(): Promise<number> {
  const [row] = await database()('mail_outbox').count<{ count: string }[]>('* as count');
  return Number(row?.count);
}

describe('anonymous data-rights requests', () => {
  it('answers 429 after the limit for one target, from any address, and queues no more mail', async () => {
    const target = 'victim@nowhere.example';
    const statuses: number[] = [];
    let mailAfterLimit = 0;
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await fileAsVisitor(target, `198.51.100.${attempt + 1}`);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.headers['retry-after']).toBeDefined();
        mailAfterLimit ||= await queuedMail();
      }
    }
    expect(statuses.slice(0, 3)).toEqual([201, 201, 201]);
    expect(statuses.slice(3).every((status) => status === 429)).toBe(true);
    expect(await queuedMail()).toBe(mailAfterLimit);
    expect(
      await database()('mail_outbox').where({ recipient: target }).count('* as count'),
    ).toEqual([{ count: 3 }]);
    expect(
      await database()('data_rights_requests').where({ email: target }).count('* as count'),
    ).toEqual([{ count: 3 }]);
  });

  it('answers 429 after ten requests from one address, whatever e-mails they name', async () => {
    const address = '192.0.2.77';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await fileAsVisitor(`person${attempt}@nowhere.example`, address)).statusCode).toBe(
        201,
      );
    }
    expect((await fileAsVisitor('one.more@nowhere.example', address)).statusCode).toBe(429);
  });
});
