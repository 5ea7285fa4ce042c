import { describe, expect, it } from 'vitest';
import { rowGenericsIn, workspaceRowGenerics } from './row-generics';

const workspaceRoot = new URL('../../..', import.meta.url).pathname;

/**
 * The ratchet on row types taken on trust (D81): 122 before the owners declared their tables, 39
 * after (joins and computed columns, which knex cannot type), 30 once counts were knex's typed
 * `count({ alias: '*' })` and joins to an owner's table became its typed reads (D83). Lower it
 * when such a read becomes typed; never raise it.
 */
const rowGenericsAllowed = 30;

describe('row generics in server code', () => {
  it(`stay at or below ${rowGenericsAllowed}`, () => {
    const generics = workspaceRowGenerics(workspaceRoot);
    expect(generics.length).toBeGreaterThan(0);
    expect(
      generics.length,
      generics.map((generic) => `${generic.file}:${generic.line} ${generic.call}`).join('\n'),
    ).toBeLessThanOrEqual(rowGenericsAllowed);
  });

  it('counts a row type given to a knex call, and not a typed query', () => {
    const code = `
      const a = await database('users').where({ id }).first<{ email: string }>('email');
      const b = await database('users').where({ id }).first('email');
      const c = await database('users as u').join('memberships as m', 'm.user_id', 'u.id')
        .select<{ id: number; role: string }[]>('u.id', 'm.role');
      const d = new Set<string>();`;
    expect(rowGenericsIn('planted.ts', code)).toEqual([
      { file: 'planted.ts', line: 2, call: 'first<…>' },
      { file: 'planted.ts', line: 5, call: 'select<…>' },
    ]);
  });
});
