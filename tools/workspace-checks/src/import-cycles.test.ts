import { describe, expect, it } from 'vitest';
import { importCyclesIn, workspaceImportCycles } from './import-cycles';

const workspaceRoot = new URL('../../..', import.meta.url).pathname;

/**
 * The import cycles allowed, each with its reason: only the owners' table declarations, which
 * their models import for the types alone so every program that reads the models sees them
 * (D83), while the declarations name the models' row types. Any other cycle fails.
 */
const allowedCycles = [
  'libs/features/assessment/api/src/models/index.ts → libs/features/assessment/api/src/models/tables.ts',
  'libs/features/company/api/src/models/index.ts → libs/features/company/api/src/models/tables.ts',
];

describe('import cycles in shipped code', () => {
  it('are only the table declarations of the owners’ models', () => {
    const cycles = workspaceImportCycles(workspaceRoot).map((cycle) => cycle.join(' → '));
    expect(cycles.sort()).toEqual(allowedCycles);
  });

  it('finds a cycle through a type import and an index, once', () => {
    const sources = new Map([
      ['a/View.tsx', "import { part } from './part';\nexport type Props = {};"],
      ['a/part.ts', "import type { Props } from './View';\nexport const part = 1;"],
      ['a/index.ts', "export * from './model';"],
      ['a/model.ts', "import type {} from '.';"],
      ['a/leaf.ts', "import { part } from './part';"],
    ]);
    expect(
      importCyclesIn(sources)
        .map((cycle) => cycle.join(' → '))
        .sort(),
    ).toEqual(['a/View.tsx → a/part.ts', 'a/index.ts → a/model.ts']);
  });
});
