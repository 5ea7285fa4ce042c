import type { Database } from '@facet/platform-db';
import Jwt from '@hapi/jwt';
import { benchJwtSecret } from './api-process';

export interface BenchCompany {
  companyId: number;
  managerId: number;
  employeeIds: number[];
}

/**
 * One company with licences for everyone, its manager and `employeeCount` employees, inserted in
 * a few statements (nobody signs in: the bench mints their access tokens).
 */
export async function createBenchCompany(
  database: Database,
  employeeCount: number,
): Promise<BenchCompany> {
  const [company] = await database('companies')
    .insert({
      name: 'Bench Company',
      email: 'company@bench.example',
      licences: employeeCount * 2,
    })
    .returning<{ id: number }[]>('id');
  if (!company) throw new Error('No company created');
  const [manager] = await database('users')
    .insert({ email: 'manager@bench.example', name: 'Bench Manager', lang: 'en' })
    .returning<{ id: number }[]>('id');
  await database('memberships').insert({
    user_id: manager!.id,
    company_id: company.id,
    role: 'manager',
    licence_state: 'no',
  });
  await database.raw(
    `insert into users (email, name, lang)
       select 'employee' || n || '@bench.example', 'Employee ' || n, 'en'
         from generate_series(1, ?) as n`,
    [employeeCount],
  );
  await database.raw(
    `insert into memberships (user_id, company_id, role, licence_state)
       select id, ?, 'employee', 'yes' from users where email like 'employee%@bench.example'`,
    [company.id],
  );
  await database.raw('analyze users');
  await database.raw('analyze memberships');
  const employeeIds = (
    await database('users')
      .where('email', 'like', 'employee%@bench.example')
      .orderBy('id')
      .select<{ id: number }[]>('id')
  ).map((row) => row.id);
  return { companyId: company.id, managerId: manager!.id, employeeIds };
}

/** An access token as the session plugin issues it, signed with the bench processes' secret. */
export function benchUserToken(userId: number): string {
  return Jwt.token.generate(
    { sub: String(userId), aud: 'facet:user', iss: 'facet' },
    { key: benchJwtSecret, algorithm: 'HS256' },
    { ttlSec: 3600 },
  );
}
