import type { Database } from '@facet/platform-db';
import type { Tenant } from './row-level-security-invariants';

/**
 * A second tenant beside `createBenchCompany`'s: its manager and `employeeCount` employees, all
 * `@other.example`, everyone allowed to take the assessment.
 */
export async function createOtherCompany(
  database: Database,
  employeeCount: number,
): Promise<Tenant & { employeeIds: number[] }> {
  const [company] = await database('companies')
    .insert({ name: 'Other Company', email: 'company@other.example', licences: employeeCount * 2 })
    .returning<{ id: number }[]>('id');
  const [manager] = await database('users')
    .insert({ email: 'manager@other.example', name: 'Other Manager', lang: 'en' })
    .returning<{ id: number }[]>('id');
  const people = await database.raw<{ rows: { id: number }[] }>(
    `insert into users (email, name, lang)
       select 'person' || n || '@other.example', 'Person ' || n, 'en' from generate_series(1, ?) as n
     returning id`,
    [employeeCount],
  );
  await database('memberships').insert([
    { user_id: manager!.id, company_id: company!.id, role: 'manager', licence_state: 'no' },
    ...people.rows.map((person) => ({
      user_id: person.id,
      company_id: company!.id,
      role: 'employee' as const,
      licence_state: 'yes' as const,
    })),
  ]);
  return {
    name: 'Other Company',
    companyId: company!.id,
    managerId: manager!.id,
    emailDomain: 'other.example',
    memberEmail: 'person1@other.example',
    employeeIds: people.rows.map((person) => person.id).sort((a, b) => a - b),
  };
}
