import {
  resealedUnderCurrentKey,
  UnreadableSecret,
  type DataKeyring,
} from '@facet/platform-security';
import type { Knex } from 'knex';

/** Where one kind of sealed secret is stored, and what its encryption is bound to. */
export interface StoredSecrets {
  table: string;
  /** The column that tells the rows apart. */
  key: string;
  column: string;
  purpose: string;
  /** The rows of that kind, when the table holds others. */
  where?: Record<string, string | number | boolean>;
}

/**
 * Seals again under the current key every value of one kind of stored secret that a retired key
 * sealed, in one transaction with the rows locked: the data migration run at every API start
 * after the schema migrations, since the key is the process's and not the database's. Values
 * under a key no longer configured are left and counted: they stay unreadable until someone
 * enters them again.
 */
export async function resealStoredSecrets(
  database: Knex,
  stored: StoredSecrets,
  keyring: DataKeyring,
): Promise<{ sealed: number; unreadable: number }> {
  return database.transaction(async (transaction) => {
    const rows: { key: string | number; value: string | null }[] = await transaction(stored.table)
      .where(stored.where ?? {})
      .whereNotNull(stored.column)
      .forUpdate()
      .select(`${stored.key} as key`, `${stored.column} as value`);
    let sealed = 0;
    let unreadable = 0;
    for (const row of rows) {
      if (row.value === null) continue;
      try {
        const value = resealedUnderCurrentKey(keyring, row.value, stored.purpose);
        if (value === undefined) continue;
        await transaction(stored.table)
          .where({ [stored.key]: row.key })
          .update({ [stored.column]: value });
        sealed += 1;
      } catch (error) {
        if (!(error instanceof UnreadableSecret)) throw error;
        unreadable += 1;
      }
    }
    return { sealed, unreadable };
  });
}
