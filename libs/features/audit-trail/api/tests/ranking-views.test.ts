import type { AuditTrailAnswer, ResultReadsAnswer } from '@facet/audit-trail-domain';
import { auditPersonalData, collectSubjectRows, eraseSubject } from '@facet/platform-db';
import { resultReadActions } from '@facet/platform-kernel';
import { describe, expect, it } from 'vitest';
import { addEntry, auditTrailFixture, userIdByEmail, answerOf, rankedPeople } from './testing';

const fixture = auditTrailFixture();
const { acmeId, callers, database } = fixture;
const world = rankedPeople(fixture);

const rankingViews = async () =>
  answerOf<AuditTrailAnswer>(
    await callers.alicia('GET', '/api/companies/audit-trail?action=ranking.read&pageSize=100'),
  ).entries;

describe('a ranking view in the trail', () => {
  it('writes one entry per view, listing the people it showed by id', async () => {
    for (let view = 0; view < 2; view += 1) {
      const ranking = await callers.mario(
        'GET',
        `/api/companies/rank-members?profile_id=${world.profileId}&validity=any`,
      );
      expect(ranking.statusCode, ranking.payload).toBe(200);
    }
    const entries = await rankingViews();
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        action: resultReadActions.ranking,
        target: 'Account Executive',
        person: null,
        actor: { name: 'Mario Manager' },
      });
      expect(entry.people.map((person) => person.id).sort()).toEqual(
        [world.erinId, world.carlaId].sort((a, b) => a - b),
      );
      expect(entry.people).toContainEqual({
        id: world.erinId,
        name: 'Erin Employee',
        email: 'erin@acme.example',
      });
      expect(entry.details).toMatchObject({ profile_id: world.profileId, people: 2 });
    }
  });

  it('finds the views by the person they listed, never by their text', async () => {
    const aboutErin = answerOf<AuditTrailAnswer>(
      await callers.alicia(
        'GET',
        '/api/companies/audit-trail?action=ranking.read&person=erin@acme.example',
      ),
    );
    expect(aboutErin.total).toBe(2);
    const aboutAlicia = answerOf<AuditTrailAnswer>(
      await callers.alicia(
        'GET',
        '/api/companies/audit-trail?action=ranking.read&person=alicia@acme.example',
      ),
    );
    expect(aboutAlicia.total).toBe(0);
  });

  it('lists the people of a view in the trail’s download', async () => {
    const download = await callers.alicia(
      'GET',
      '/api/companies/audit-trail/export?format=csv&lang=en&action=ranking.read',
    );
    expect(download.statusCode).toBe(200);
    expect(download.payload).toContain('carla@acme.example, erin@acme.example');
  });
});

describe('who viewed my results: views, not requests', () => {
  it('shows a listed person that their result appeared in a ranking, one view for requests minutes apart', async () => {
    const reads = answerOf<ResultReadsAnswer>(await callers.erin('GET', '/api/user/result-reads'));
    // The two views above came seconds apart: one view.
    expect(reads.reads.filter((read) => read.what === 'ranking')).toEqual([
      expect.objectContaining({
        reader: { name: 'Mario Manager', role: 'manager' },
        company: { id: acmeId(), name: 'Acme Demo' },
        what: 'ranking',
      }),
    ]);
  });

  it('counts a read again once ten minutes have passed since the one before', async () => {
    const marioId = await userIdByEmail(database(), 'mario@acme.example');
    const readAt = (at: string) =>
      addEntry(database(), {
        action: resultReadActions.report,
        actorKind: 'user',
        actorId: marioId,
        companyId: acmeId(),
        subjectUserId: world.erinId,
        details: { actor_role: 'manager' },
        at,
      });
    // 09:00, 09:06 and 09:14 are one session (each within ten minutes of the last); 09:40 and
    // 10:00 are two more.
    for (const at of ['09:00', '09:06', '09:14', '09:40', '10:00']) {
      await readAt(`2026-01-05T${at}:00Z`);
    }
    const reads = answerOf<ResultReadsAnswer>(
      await callers.erin('GET', '/api/user/result-reads?pageSize=100'),
    );
    expect(reads.reads.filter((read) => read.what === 'report').map((read) => read.at)).toEqual([
      '2026-01-05T10:00:00.000Z',
      '2026-01-05T09:40:00.000Z',
      '2026-01-05T09:00:00.000Z',
    ]);
  });

  it('keeps reads by different readers apart', async () => {
    const aliciaId = await userIdByEmail(database(), 'alicia@acme.example');
    await addEntry(database(), {
      action: resultReadActions.report,
      actorKind: 'user',
      actorId: aliciaId,
      companyId: acmeId(),
      subjectUserId: world.erinId,
      details: { actor_role: 'admin' },
      at: '2026-01-05T09:01:00Z',
    });
    const reads = answerOf<ResultReadsAnswer>(
      await callers.erin('GET', '/api/user/result-reads?pageSize=100'),
    );
    expect(reads.reads.filter((read) => read.what === 'report')).toHaveLength(4);
  });
});

describe('the personal-data registry and a ranking view', () => {
  it('exports the views that listed a person, found by their id', async () => {
    const rows = await database().transaction((transaction) =>
      collectSubjectRows(transaction, auditPersonalData, {
        kind: 'person',
        userId: world.carlaId,
        email: 'carla@acme.example',
      }),
    );
    const views = (rows['audit_log'] ?? []).filter(
      (row) => row['action'] === resultReadActions.ranking,
    );
    expect(views).toHaveLength(2);
    expect(rows['audit_log_people']).toHaveLength(2);
    expect(rows['audit_log_people']!.every((row) => Number(row['user_id']) === world.carlaId)).toBe(
      true,
    );
  });

  it('erases a listed person without touching the entry the others are listed in', async () => {
    await database().transaction((transaction) =>
      eraseSubject(transaction, auditPersonalData, {
        kind: 'person',
        userId: world.carlaId,
        email: 'carla@acme.example',
      }),
    );
    const entries = await rankingViews();
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry.people.map((person) => person.id)).toContain(world.erinId);
      expect(entry.details).toMatchObject({ profile_id: world.profileId, people: 2 });
    }
  });
});
