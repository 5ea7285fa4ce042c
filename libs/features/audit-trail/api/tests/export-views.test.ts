import type { AuditTrailAnswer, ResultReadsAnswer } from '@facet/audit-trail-domain';
import { resultReadActions } from '@facet/platform-kernel';
import { describe, expect, it } from 'vitest';
import { auditTrailFixture, userIdByEmail, answerOf, rankedPeople } from './testing';

const fixture = auditTrailFixture();
const { acmeId, callers, database } = fixture;
const world = rankedPeople(fixture);

const exportEntries = async (about = '') =>
  answerOf<AuditTrailAnswer>(
    await callers.alicia(
      'GET',
      `/api/companies/audit-trail?action=${resultReadActions.export}&pageSize=100${about}`,
    ),
  ).entries;

async function download(url: string): Promise<void> {
  const answer = await callers.mario('GET', url);
  expect(answer.statusCode, answer.payload).toBe(200);
}

describe('a spreadsheet of many people in the trail (decision D73)', () => {
  it('writes one entry for a ranking’s export, naming the profile and listing its people', async () => {
    await download(
      `/api/companies/export-ranking?profile_id=${world.profileId}&validity=any&format=csv&lang=en`,
    );
    const entries = await exportEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: resultReadActions.export,
      target: 'Account Executive',
      person: null,
      actor: { name: 'Mario Manager' },
      details: { export: 'ranking', format: 'csv', rows: 2, people: 2 },
    });
    expect(entries[0]!.people.map((person) => person.id).sort((a, b) => a - b)).toEqual(
      [world.erinId, world.carlaId].sort((a, b) => a - b),
    );
  });

  it('writes one entry for the people’s export, naming the company and leaving the reader out', async () => {
    await download('/api/companies/export-employees?format=xlsx&lang=pt');
    const [entry] = await exportEntries();
    const marioId = await userIdByEmail(database(), 'mario@acme.example');
    expect(entry).toMatchObject({
      target: 'Acme Demo',
      person: null,
      details: { export: 'employees', format: 'xlsx' },
    });
    const listed = entry!.people.map((person) => person.id);
    expect(listed).toEqual(expect.arrayContaining([world.erinId, world.carlaId]));
    expect(listed).not.toContain(marioId);
    // Mario's own row is in the file, but reading oneself is no one else's read.
    expect(entry!.details).toMatchObject({ rows: listed.length + 1, people: listed.length });
  });

  it('finds the exports by a person they listed', async () => {
    expect(await exportEntries('&person=erin@acme.example')).toHaveLength(2);
    expect(await exportEntries('&person=mario@acme.example')).toHaveLength(0);
  });
});

describe('who viewed my results: an export of many people', () => {
  it('shows each listed person the export, two files seconds apart as one read', async () => {
    for (const caller of [callers.erin, callers.carla]) {
      const reads = answerOf<ResultReadsAnswer>(await caller('GET', '/api/user/result-reads'));
      expect(reads.reads.filter((read) => read.what === 'export')).toEqual([
        expect.objectContaining({
          reader: { name: 'Mario Manager', role: 'manager' },
          company: { id: acmeId(), name: 'Acme Demo' },
          what: 'export',
        }),
      ]);
    }
  });

  it('shows the reader none of their own exports', async () => {
    const reads = answerOf<ResultReadsAnswer>(await callers.mario('GET', '/api/user/result-reads'));
    expect(reads.reads.filter((read) => read.what === 'export')).toEqual([]);
  });
});
