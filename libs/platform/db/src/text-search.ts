import type { Knex } from 'knex';

/**
 * The characters pg_trgm skips when it cuts a text into trigrams: ASCII punctuation and the space.
 * A term made of short runs between them ("e.j", "l.9", "i t") leaves pg_trgm only word-edge
 * trigrams, found in most of a million e-mails, so its index scan checks a hundred thousand rows.
 */
const skippedCharacters = ` !"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~`;

/**
 * What stands for each of them in a search key: one letter, so "e.j" keys to "exj", a trigram
 * found only where an "e", a punctuation mark and a "j" follow one another. A real "x" in the
 * text matches it too; those rows are dropped by the exact test that follows.
 */
const standIn = 'x';

export const searchKeyFunction = 'facet_search_key';

/** Creates the SQL function that keys a text: lower case, every skipped character the stand-in. */
export async function createSearchKeyFunction(knex: Knex): Promise<void> {
  const from = skippedCharacters.replaceAll("'", "''");
  const to = standIn.repeat(skippedCharacters.length);
  // knex reads a bare ? as a binding's place
  const fromInKnexRaw = from.replaceAll('?', '\\?');
  await knex.raw(`create function ${searchKeyFunction}(value text) returns text
    language sql immutable strict parallel safe
    as $$ select translate(lower(value), '${fromInKnexRaw}', '${to}') $$`);
}

/** The stored key of a searched table's searched columns (migration 010 adds it to each table). */
export const searchKeyColumn = 'search_key';

/** The key of a row's searched columns joined by spaces: the search key column's definition. */
export function searchKeyOf(columns: readonly string[]): { sql: string; bindings: string[] } {
  return {
    sql: `${searchKeyFunction}(${columns.map(() => '??').join(` || ' ' || `)})`,
    bindings: [...columns],
  };
}

/** `%term%` for ILIKE, with the term's own %, _ and \ taken literally. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Whether the key test alone can give a false match: only when the term's own key holds the
 * stand-in, for a skipped character or a real "x". Otherwise every occurrence of its key in a
 * row's key lies within one column's lower-cased text, exactly what `ilike` finds.
 */
function keyTestIsInexact(term: string): boolean {
  return (
    [...term].some((character) => skippedCharacters.includes(character)) ||
    term.toLowerCase().includes(standIn)
  );
}

/**
 * A search's filter: one of the table's searched columns contains the term, in any case. The
 * row's search key containing the key of the term is what the trigram index answers; where that
 * may match more than the term, each column's `ilike` then keeps exactly the rows that match. The
 * planner estimates the key test from the key's statistics, and would multiply them by those of
 * the `ilike`s as if the two were unrelated, so the `ilike`s are added only where they are needed.
 */
export function anyColumnContains(
  searched: { table: string; columns: readonly string[] },
  term: string,
) {
  const { table, columns } = searched;
  return (where: Knex.QueryBuilder) => {
    where.whereRaw(`?? like '%' || ${searchKeyFunction}(?) || '%'`, [
      `${table}.${searchKeyColumn}`,
      term,
    ]);
    if (!keyTestIsInexact(term)) return;
    const pattern = containsPattern(term);
    where.andWhere((exact) => {
      for (const column of columns) {
        exact.orWhereRaw(`?? ilike ? escape '\\'`, [`${table}.${column}`, pattern]);
      }
    });
  };
}
