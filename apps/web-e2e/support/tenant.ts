import { randomBytes } from 'node:crypto';
import { demoAdmin, demoPassword } from '@facet/platform-db';
import type { CompanyRole, Language, LicenceState } from '@facet/platform-kernel';
import { hashPassword } from '@facet/platform-security';
import { test as base } from '@playwright/test';
import { withRunDatabase } from './run-database';

/** Someone who signs in: their name as the product shows it, their e-mail and password. */
export interface Person {
  name: string;
  email: string;
  password: string;
}

/** The platform admin the e2e server seeds; every back-office journey signs in as them. */
export const platformAdmin: Person = { ...demoAdmin, password: demoPassword };

/**
 * A company of one journey's own, with the people the company journeys need: no other journey
 * sees it, so journeys run side by side and in any order (docs/decisions.md, "Journeys side by
 * side").
 */
export interface Tenant {
  company: { id: number; name: string; email: string };
  admin: Person;
  manager: Person;
  employee: Person;
  colleague: Person;
  candidate: Person;
}

type Member = Exclude<keyof Tenant, 'company'>;

/** Who the company holds: the demo tenant's people, each under an e-mail of this tenant. */
const members: Record<
  Member,
  { name: string; mailbox: string; role: CompanyRole; licence: LicenceState; lang: Language }
> = {
  admin: { name: 'Alicia Owner', mailbox: 'alicia', role: 'admin', licence: 'yes', lang: 'en' },
  manager: { name: 'Mario Manager', mailbox: 'mario', role: 'manager', licence: 'yes', lang: 'es' },
  employee: {
    name: 'Erin Employee',
    mailbox: 'erin',
    role: 'employee',
    licence: 'yes',
    lang: 'en',
  },
  colleague: {
    name: 'Joao Employee',
    mailbox: 'joao',
    role: 'employee',
    licence: 'yes',
    lang: 'pt',
  },
  candidate: {
    name: 'Carla Candidate',
    mailbox: 'carla',
    role: 'candidate',
    licence: 'no',
    lang: 'es',
  },
};

/** Licences the company holds beyond those its people already use, for a journey to grant. */
const licencesToGrant = 21;

/**
 * A mark no other journey of this run, on any worker, shares: the worker, the time and chance.
 * Digits are spelled as letters by `lettersOf` where a person's name needs one.
 */
export function uniqueStamp(workerIndex: number): string {
  return `${workerIndex}${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

/** A stamp as letters only, since a person's name takes no digits. */
export function lettersOf(stamp: string): string {
  return stamp.replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)));
}

/**
 * Writes the tenant straight into this run's database, as the demo seed writes Acme Demo: the
 * company, its licences and its people, who have accepted the terms and sign in with the demo
 * password.
 */
async function seedTenant(stamp: string, passwordHash: string): Promise<Tenant> {
  return withRunDatabase(async (client) => {
    await client.query('begin');
    try {
      const name = `Tenant ${stamp}`;
      const email = `office.${stamp}@tenant.example`;
      const people = Object.entries(members) as [Member, (typeof members)[Member]][];
      const licences = people.filter(([, member]) => member.licence === 'yes').length;
      const { rows } = await client.query<{ id: string }>(
        'insert into companies (name, email, licences) values ($1, $2, $3) returning id',
        [name, email, licences + licencesToGrant],
      );
      const companyId = Number(rows[0]!.id);
      const tenant: Partial<Tenant> = { company: { id: companyId, name, email } };
      for (const [key, member] of people) {
        const person = {
          name: member.name,
          email: `${member.mailbox}.${stamp}@tenant.example`,
          password: demoPassword,
        };
        const user = await client.query<{ id: string }>(
          `insert into users
             (name, email, lang, password_hash, terms_version, privacy_version, terms_accepted_at)
           values ($1, $2, $3, $4, '1.0.0', '1.0.0', now()) returning id`,
          [person.name, person.email, member.lang, passwordHash],
        );
        await client.query(
          `insert into memberships (user_id, company_id, role, licence_state)
           values ($1, $2, $3, $4)`,
          [user.rows[0]!.id, companyId, member.role, member.licence],
        );
        tenant[key] = person;
      }
      await client.query('commit');
      return tenant as Tenant;
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  });
}

/**
 * Playwright's `test` with the fixtures every journey may ask for: `tenant`, a fresh company of
 * its own, and `stamp`, a mark for the names and addresses the journey makes up itself.
 */
export const test = base.extend<{ tenant: Tenant; stamp: string }, { passwordHash: string }>({
  // One hash per worker: argon2 takes a tenth of a second on purpose.
  passwordHash: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from its first parameter
    async ({}, provide) => {
      await provide(await hashPassword(demoPassword));
    },
    { scope: 'worker' },
  ],
  // eslint-disable-next-line no-empty-pattern -- as above: the stamp uses no other fixture
  stamp: async ({}, provide, testInfo) => {
    await provide(uniqueStamp(testInfo.workerIndex));
  },
  tenant: async ({ passwordHash, stamp }, provide) => {
    await provide(await seedTenant(stamp, passwordHash));
  },
});

export { expect } from '@playwright/test';
