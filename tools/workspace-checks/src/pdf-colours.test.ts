import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';

const workspaceRoot = new URL('../../..', import.meta.url).pathname;

/**
 * The code that builds printed documents: the shared printed page (platform-print), a feature
 * api's `pdf/` folder, `*-html.ts` files and the data-rights access document.
 */
const pdfBuilders = [
  'libs/platform/print/src/**/*.ts',
  'libs/features/*/api/src/**/pdf/**/*.ts',
  'libs/features/*/api/src/**/*-html.ts',
  'libs/features/data-rights/api/src/services/export-document.ts',
];

/** `#1d6f6c`, `#fff`, `#ffffffcc`: a colour written by hand instead of taken from a token. */
const hexColour = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/gi;

function hexColoursIn(code: string): string[] {
  return code.match(hexColour) ?? [];
}

describe('colours of the PDF documents', () => {
  it('come from the design tokens (lightThemeColours): no builder writes a hex colour (D83)', () => {
    const files = globSync(pdfBuilders, {
      cwd: workspaceRoot,
      ignore: ['**/*.test.ts', '**/*.spec.ts'],
    });
    expect(files.length).toBeGreaterThan(0);
    const found = files.flatMap((file) =>
      hexColoursIn(readFileSync(join(workspaceRoot, file), 'utf8')).map(
        (colour) => `${file}: ${colour}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('finds a hex colour and not a fragment link or a numbered result', () => {
    expect(
      hexColoursIn(
        'fill="#e4effb" color: #fff; url(#average-hatch) <dd>#${number}</dd> #abc-def #12',
      ),
    ).toEqual(['#e4effb', '#fff']);
  });
});
