import { randomUUID } from 'node:crypto';
import { sweepExpiredRecords } from '@facet/platform-db';
import { createTestDatabase, type TestDatabase } from '@facet/platform-testing';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retentionRules } from '../src/retention-rules';

let testDatabase: TestDatabase;
const database = () => testDatabase.database;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
});
afterAll(() => testDatabase.drop());

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

async function addContactRequest(email: string, updatedAt: Date): Promise<void> {
  await database()('contact_requests').insert({
    name: 'Visitor',
    email,
    phone_prefix: '+34',
    phone: '600000000',
    message: 'Please call me',
    created_at: updatedAt,
    updated_at: updatedAt,
  });
}

async function addDataRightsRequest(email: string, updatedAt: Date): Promise<number> {
  const [request] = await database()('data_rights_requests')
    .insert({
      name: 'Person',
      email,
      right: 'access',
      message: 'Send me my data',
      created_at: updatedAt,
      updated_at: updatedAt,
    })
    .returning('id');
  await database()('data_rights_messages').insert({
    request_id: request!.id,
    author: 'user',
    body: 'Any news?',
  });
  return Number(request!.id);
}

async function addRefreshToken(expiresAt: Date): Promise<void> {
  await database()('refresh_tokens').insert({
    family_id: randomUUID(),
    principal_kind: 'user',
    principal_id: 1,
    token_hash: randomUUID(),
    expires_at: expiresAt,
  });
}

async function addSentMail(createdAt: Date): Promise<void> {
  await database()('mail_outbox').insert({
    kind: 'invitation',
    recipient: 'invited@mail.example',
    lang: 'en',
    subject: 'You are invited to Facet',
    text_body: 'Hello',
    html_body: '<p>Hello</p>',
    status: 'sent',
    created_at: createdAt,
    sent_at: createdAt,
  });
}

describe('the retention sweep', () => {
  it('deletes what the privacy policy keeps only for a while, and nothing younger', async () => {
    await addContactRequest('old@contact.example', daysAgo(370));
    await addContactRequest('recent@contact.example', daysAgo(300));
    const oldRequest = await addDataRightsRequest('old@rights.example', daysAgo(3 * 366));
    await addDataRightsRequest('recent@rights.example', daysAgo(2 * 365));
    await addRefreshToken(daysAgo(1));
    await addRefreshToken(new Date(Date.now() + 60_000));
    await addSentMail(daysAgo(31));
    await addSentMail(daysAgo(29));
    await database()('rate_limits').insert([
      { key: 'login:ended', hits: 3, window_started_at: daysAgo(2), window_ends_at: daysAgo(1) },
      {
        key: 'login:open',
        hits: 1,
        window_started_at: new Date(),
        window_ends_at: new Date(Date.now() + 60_000),
      },
    ]);

    const deleted = await sweepExpiredRecords(
      database(),
      retentionRules,
      pino({ level: 'silent' }),
    );

    expect(Object.values(deleted)).toEqual([1, 1, 1, 1, 1]);
    expect(await database()('contact_requests').pluck('email')).toEqual(['recent@contact.example']);
    expect(await database()('data_rights_requests').pluck('email')).toEqual([
      'recent@rights.example',
    ]);
    expect(await database()('data_rights_messages').where({ request_id: oldRequest })).toEqual([]);
    expect(await database()('refresh_tokens').count<{ count: number }[]>('* as count')).toEqual([
      { count: 1 },
    ]);
    expect(await database()('rate_limits').pluck('key')).toEqual(['login:open']);
    expect(await database()('mail_outbox').orderBy('id').pluck('text_body')).toEqual(['', 'Hello']);
    expect(
      Object.values(
        await sweepExpiredRecords(database(), retentionRules, pino({ level: 'silent' })),
      ),
    ).toEqual([0, 0, 0, 0, 0]);
  });
});
