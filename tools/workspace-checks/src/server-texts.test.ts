import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';

const workspaceRoot = new URL('../../..', import.meta.url).pathname;

/** The code the server runs: feature apis and the server side platform libs. */
const serverCode = [
  'libs/features/*/api/src/**/*.ts',
  ...globSync('libs/platform/*/package.json', { cwd: workspaceRoot })
    .filter((file) => readFileSync(join(workspaceRoot, file), 'utf8').includes('"side:server"'))
    .map((file) => file.replace(/package\.json$/, 'src/**/*.ts')),
];

/**
 * A table of texts by language written beside the code: a `Record<Language, …>` (over one or
 * several lines), or an object literal with `en:`, `es:` and `pt:` keys.
 */
const textTablePatterns = [/Record<\s*Language\b/g, /^\s*en:[\s\S]*?^\s*es:[\s\S]*?^\s*pt:/gm];

/** A message catalogue (`defineCatalogue`) is where every language's text is declared. */
function isCatalogue(code: string): boolean {
  return code.includes('defineCatalogue(');
}

function textTablesIn(code: string): number {
  if (isCatalogue(code)) return 0;
  return textTablePatterns.reduce(
    (count, pattern) => count + (code.match(pattern)?.length ?? 0),
    0,
  );
}

describe('texts the server writes (mails, PDFs, exports)', () => {
  it('are declared in message catalogues: no text table by language outside them (D87)', () => {
    const files = globSync(serverCode, {
      cwd: workspaceRoot,
      ignore: ['**/*.test.ts', '**/*.spec.ts', '**/tests/**'],
    });
    expect(files.length).toBeGreaterThan(0);
    const found = files.flatMap((file) => {
      const tables = textTablesIn(readFileSync(join(workspaceRoot, file), 'utf8'));
      return tables > 0 ? [`${file}: ${tables}`] : [];
    });
    expect(found).toEqual([]);
  });

  it('finds a Record<Language, …> and an en/es/pt literal, and not a catalogue', () => {
    expect(
      textTablesIn("const a: Record<Language, string> = { en: 'Hi', es: 'Hola', pt: 'Oi' };"),
    ).toBe(1);
    expect(textTablesIn('const a: Record<\n  Language,\n  { title: string }\n> = x;')).toBe(1);
    expect(textTablesIn("const b = {\n  en: 'Hi',\n  es: 'Hola',\n  pt: 'Oi',\n};")).toBe(1);
    expect(
      textTablesIn("defineCatalogue('x', { hi: {\n  en: 'Hi',\n  es: 'Hola',\n  pt: 'Oi',\n} });"),
    ).toBe(0);
  });
});
