import { whereAbout } from '@facet/platform-db';
import { afterAll, describe, expect, it } from 'vitest';
import { createApiWorld } from './support/api-world';
import { auditTable } from './support/audit-table';
import { authorizationTable, isOutsideMatrix, routeKey } from './support/authorization-table';
import { urlOf } from './support/route-fixtures';

// A world of its own: the audited calls change real people (roles, licences, groups, accounts).
const world = await createApiWorld();
afterAll(() => world.close());

const served = world.server
  .table()
  .filter((route) => !isOutsideMatrix(route.path))
  .map((route) => ({
    key: routeKey(route.method, route.path),
    method: route.method,
    path: route.path,
  }))
  .sort((a, b) => a.key.localeCompare(b.key));

async function accountIdOf(email: string): Promise<number | null> {
  const user = await world
    .database('users')
    .whereRaw('lower(email) = lower(?)', [email])
    .first<{ id: string } | undefined>('id');
  return user ? Number(user.id) : null;
}

async function lastEntryId(): Promise<number> {
  const last = await world.database('audit_log').max<{ max: string | null }>('id as max').first();
  return Number(last?.max ?? 0);
}

describe('the audit matrix', () => {
  it('classifies every route of the authorization table, and no other', () => {
    const unclassified = Object.keys(authorizationTable)
      .filter((key) => !(key in auditTable))
      .map((key) => `classify ${key} in audit-table.ts: the action it writes, or why none`);
    const stale = Object.keys(auditTable)
      .filter((key) => !(key in authorizationTable))
      .map((key) => `remove ${key} from audit-table.ts: the authorization table has no such route`);
    expect([...unclassified, ...stale]).toEqual([]);
  });

  for (const route of served) {
    const rule = auditTable[route.key];
    if (!rule || 'notAboutAPerson' in rule) continue;
    const shape = rule.view ? 'one view listing the person' : 'about the person';
    it(`${route.key} as ${rule.as} writes one ${rule.audited}, ${shape}`, async () => {
      const { fixture, person } = await rule.target(world);
      const before = await lastEntryId();
      const personBefore = await accountIdOf(person);
      const response = await world.call(rule.as, {
        method: route.method.toUpperCase(),
        url: urlOf(route.path, fixture),
        ...(route.method !== 'get' && { payload: fixture.payload ?? {} }),
      });
      expect(response.statusCode, response.payload.slice(0, 300)).toBeLessThan(400);
      const personId = personBefore ?? (await accountIdOf(person));
      if (personId === null) throw new Error(`${person} has no account after the call`);
      const aboutThem = await whereAbout(
        world.database('audit_log').where('id', '>', before),
        world.database,
        personId,
      ).select<{ id: string; action: string; subject_user_id: string | null }[]>(
        'id',
        'action',
        'subject_user_id',
      );
      expect(aboutThem.map((entry) => entry.action)).toEqual([rule.audited]);
      const [entry] = aboutThem;
      if (rule.view) {
        // A view of many people's results is one entry for the call, listing them all.
        const entriesOfTheCall = await world
          .database('audit_log')
          .where('id', '>', before)
          .where('action', rule.audited)
          .count<{ count: string }[]>('id as count');
        expect(Number(entriesOfTheCall[0]!.count)).toBe(1);
        expect(entry!.subject_user_id).toBeNull();
        const listed = await world
          .database('audit_log_people')
          .where('audit_log_id', entry!.id)
          .pluck('user_id');
        expect(listed.map(Number)).toContain(personId);
      } else {
        expect(Number(entry!.subject_user_id)).toBe(personId);
      }
    });
  }
});
