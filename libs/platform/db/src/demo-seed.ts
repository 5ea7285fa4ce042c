import type { CompanyRole, Language, LicenceState } from '@facet/platform-kernel';
import { hashPassword } from '@facet/platform-security';
import type { Database } from './knex';

/** A password that meets the product's rules (spec/product.md §5); for the demo tenant only. */
export const demoPassword = 'FacetDemo1';

export const demoCompany = { name: 'Acme Demo', email: 'hello@acme.example', licences: 25 };

export const demoAdmin = { name: 'Petra Admin', email: 'admin@facet.example' };

export const demoPeople: ReadonlyArray<{
  name: string;
  email: string;
  role: CompanyRole;
  licence: LicenceState;
  lang: Language;
}> = [
  { name: 'Alicia Owner', email: 'alicia@acme.example', role: 'admin', licence: 'yes', lang: 'en' },
  {
    name: 'Mario Manager',
    email: 'mario@acme.example',
    role: 'manager',
    licence: 'yes',
    lang: 'es',
  },
  {
    name: 'Erin Employee',
    email: 'erin@acme.example',
    role: 'employee',
    licence: 'yes',
    lang: 'en',
  },
  {
    name: 'Joao Employee',
    email: 'joao@acme.example',
    role: 'employee',
    licence: 'yes',
    lang: 'pt',
  },
  {
    name: 'Carla Candidate',
    email: 'carla@acme.example',
    role: 'candidate',
    licence: 'no',
    lang: 'es',
  },
];

export interface DemoCredentials {
  password: string;
  platformAdmin: string;
  people: ReadonlyArray<{ email: string; role: CompanyRole }>;
}

/**
 * Seeds the demo tenant. Idempotent: rows are looked up by e-mail or name first, so running it on
 * every start changes nothing the second time (and never resets what a person changed).
 */
export async function seedDemo(database: Database): Promise<DemoCredentials> {
  const passwordHash = await hashPassword(demoPassword);
  await database.transaction(async (transaction) => {
    await transaction.raw('select pg_advisory_xact_lock(hashtext(?))', ['demo-seed']);
    await transaction('platform_admins')
      .insert({ ...demoAdmin, password_hash: passwordHash, notifications: true })
      .onConflict(transaction.raw('(lower(email))'))
      .ignore();

    await transaction('companies')
      .insert(demoCompany)
      .onConflict(transaction.raw('(lower(name))'))
      .ignore();
    const company = await transaction('companies')
      .whereRaw('lower(name) = lower(?)', [demoCompany.name])
      .first('id');
    if (!company) throw new Error('The demo company could not be created');

    for (const person of demoPeople) {
      await transaction('users')
        .insert({
          name: person.name,
          email: person.email,
          lang: person.lang,
          password_hash: passwordHash,
          terms_version: '1.0.0',
          privacy_version: '1.0.0',
          terms_accepted_at: transaction.fn.now(),
        })
        .onConflict(transaction.raw('(lower(email))'))
        .ignore();
      const user = await transaction('users')
        .whereRaw('lower(email) = lower(?)', [person.email])
        .first('id');
      if (!user) throw new Error(`The demo user ${person.email} could not be created`);
      await transaction('memberships')
        .insert({
          user_id: user.id,
          company_id: company.id,
          role: person.role,
          licence_state: person.licence,
        })
        .onConflict('user_id')
        .ignore();
    }
  });
  return {
    password: demoPassword,
    platformAdmin: demoAdmin.email,
    people: demoPeople.map(({ email, role }) => ({ email, role })),
  };
}
