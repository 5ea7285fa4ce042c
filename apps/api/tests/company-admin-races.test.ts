import { demoPassword } from '@facet/platform-db';
import { addMembersWithPasswordOf } from '@facet/platform-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiWorld, type ApiWorld } from './support/api-world';

let world: ApiWorld;
beforeAll(async () => {
  world = await createApiWorld();
});
afterAll(() => world.close());

let created = 0;
/** A company of its own with exactly two administrators, both signed in. */
async function companyWithTwoAdmins(): Promise<{ companyId: number; admins: Admin[] }> {
  created += 1;
  const { database } = world;
  const [company] = await database('companies')
    .insert({ name: `Race Company ${created}`, email: `race${created}@race.example`, licences: 2 })
    .returning<{ id: number }[]>('id');
  const admins: Admin[] = [];
  for (const label of ['first', 'second']) {
    const email = `${label}.${created}@race.example`;
    await addMembersWithPasswordOf(
      database,
      'alicia@acme.example',
      { companyId: company!.id, role: 'admin' },
      [{ name: `Race Admin ${label}`, email }],
    );
    const login = await world.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: `10.88.${created}.${admins.length + 1}`,
      payload: { email, password: demoPassword, termsVersion: '1.0.0', privacyVersion: '1.0.0' },
    });
    expect(login.statusCode).toBe(200);
    admins.push({ email, token: String((login.result as { token: string }).token) });
  }
  return { companyId: company!.id, admins };
}

interface Admin {
  email: string;
  token: string;
}

const demote = (actor: Admin, target: Admin) =>
  world.server.inject({
    method: 'PATCH',
    url: '/api/companies/employee-change-role?role=admin',
    headers: { authorization: `Bearer ${actor.token}` },
    payload: { email: target.email, newRole: 'manager' },
  });

const leave = (actor: Admin) =>
  world.server.inject({
    method: 'PATCH',
    url: '/api/user/leave-company',
    headers: { authorization: `Bearer ${actor.token}` },
    payload: { lang: 'en' },
  });

async function administratorsOf(companyId: number): Promise<number> {
  const [row] = await world
    .database('memberships')
    .where({ company_id: companyId, role: 'admin' })
    .count<{ count: string }[]>('* as count');
  return Number(row?.count);
}

const repetitions = 5;

describe('two company administrators racing', () => {
  it('demoting each other at once: one wins, the other gets 409 last admin, never a 500', async () => {
    for (let round = 0; round < repetitions; round += 1) {
      const { companyId, admins } = await companyWithTwoAdmins();
      const [first, second] = admins as [Admin, Admin];
      const answers = await Promise.all([demote(first, second), demote(second, first)]);
      const [winner, loser] = answers.map((answer) => answer.statusCode).sort();
      expect(winner, answers.map((answer) => answer.payload).join(' | ')).toBe(200);
      // 409 when the calls overlap; 403 when the loser's call began after it had been demoted.
      expect([409, 403]).toContain(loser);
      expect(await administratorsOf(companyId)).toBe(1);
    }
  });

  it('leaving at once: one leaves, the other gets 409 sole administrator, never a 500', async () => {
    for (let round = 0; round < repetitions; round += 1) {
      const { companyId, admins } = await companyWithTwoAdmins();
      const [first, second] = admins as [Admin, Admin];
      const answers = await Promise.all([leave(first), leave(second)]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((answer) => answer.payload).join(' | ')).toEqual([200, 409]);
      expect(await administratorsOf(companyId)).toBe(1);
    }
  });

  it('one leaving while demoting the other: one administrator always remains, never a 500', async () => {
    for (let round = 0; round < repetitions; round += 1) {
      const { companyId, admins } = await companyWithTwoAdmins();
      const [first, second] = admins as [Admin, Admin];
      const answers = await Promise.all([leave(first), demote(second, first)]);
      const statuses = answers.map((answer) => answer.statusCode);
      // Demoted first, the leaver leaves as a manager (both 200); else the demotion gets 409.
      expect(
        statuses.every((status) => status < 500),
        statuses.join(' '),
      ).toBe(true);
      expect(await administratorsOf(companyId)).toBe(1);
    }
  });
});
