import type { Language } from '@facet/platform-kernel';
import type { Knex } from 'knex';

/**
 * Reads of the people this feature owns (users, platform administrators) that other features
 * need, so they call these instead of querying the tables themselves (D80).
 */

/** A user's name, or undefined for an unknown id. */
export async function userNameOf(
  database: Knex | Knex.Transaction,
  userId: number,
): Promise<string | undefined> {
  const user = await database('users').where({ id: userId }).first('name');
  return user?.name;
}

/** Id, e-mail and name of a user, as an outgoing event names its subject. */
export async function userContactOf(
  database: Knex | Knex.Transaction,
  userId: number,
): Promise<{ id: number; email: string; name: string } | undefined> {
  const user = await database('users').where({ id: userId }).first('id', 'email', 'name');
  return user && { id: user.id, email: user.email, name: user.name };
}

/** The person's address, name and language, for mail written to them by another feature. */
export async function userMailContactOf(
  database: Knex | Knex.Transaction,
  userId: number,
): Promise<{ email: string; name: string; lang: Language } | undefined> {
  return database('users').where({ id: userId }).first('email', 'name', 'lang');
}

/** The same, with the user's row locked for the rest of the transaction (before a rename). */
export async function lockUserContact(
  transaction: Knex.Transaction,
  userId: number,
): Promise<{ id: number; email: string; name: string } | undefined> {
  const user = await transaction('users')
    .where({ id: userId })
    .forUpdate()
    .first('id', 'email', 'name');
  return user && { id: user.id, email: user.email, name: user.name };
}

/** The platform administrators who asked to hear of new requests, with their language. */
export async function notifiedPlatformAdmins(
  database: Knex | Knex.Transaction,
): Promise<{ email: string; lang: Language }[]> {
  return database('platform_admins').where({ notifications: true }).select('email', 'lang');
}

/**
 * Every user's `user_id`, `name` and `email`, as a query another feature joins as a subquery
 * when it pages or sorts people by name (D80: the owner publishes the query, the reader joins it).
 */
export function namedUsers(database: Knex | Knex.Transaction) {
  return database('users').select('id as user_id', 'name', 'email');
}
