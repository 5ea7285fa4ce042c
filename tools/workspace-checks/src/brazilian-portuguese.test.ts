import { readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';

const workspaceRoot = new URL('../../..', import.meta.url).pathname;

/**
 * Portuguese is Brazilian Portuguese (docs/decisions.md D67): forms only Portugal uses
 * read as foreign to most of our Portuguese readers. Each pattern is a common European-only form;
 * its Brazilian counterpart is in the message.
 */
const europeanForms: readonly { pattern: RegExp; use: string }[] = [
  {
    pattern: /\b(O|A|Os|As) (seu|sua|seus|suas|meu|minha|meus|minhas) \p{L}/u,
    use: 'Seu resultado',
  },
  { pattern: /\b(as minhas|os meus) \p{L}/iu, use: 'minhas, meus' },
  { pattern: /\b(está|estão|estou|estava) a \p{L}+(ar|er|ir)\b/iu, use: 'está fazendo' },
  { pattern: /\becrãs?\b/iu, use: 'tela' },
  { pattern: /\btelemóve(l|is)\b/iu, use: 'celular' },
  { pattern: /\bequipas?\b/iu, use: 'equipe' },
  { pattern: /\bregist(ar|ado|ada|ados|adas|o|os)\b/iu, use: 'registrar, registro' },
  { pattern: /\butilizador(es)?\b/iu, use: 'usuário' },
  { pattern: /\bfactos?\b/iu, use: 'fato' },
  { pattern: /\bcontact(o|os|ar|ado|ada)\b/iu, use: 'contato' },
  { pattern: /\bficheiros?\b/iu, use: 'arquivo' },
  { pattern: /\bpalavras?-passe\b/iu, use: 'senha' },
  { pattern: /\bconnosco\b/iu, use: 'conosco' },
];

/** The lines of a source file that hold a Portuguese text: a `pt:` value, however long. */
function portugueseLines(source: string): string[] {
  const lines = source.split('\n');
  const found: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const value = /^\s*pt:\s*(.*)$/.exec(lines[index]!)?.[1];
    if (value === undefined) continue;
    let depth = 0;
    let end = index;
    for (; end < lines.length; end += 1) {
      const line = lines[end]!;
      found.push(line);
      depth += (line.match(/[{[(]/g) ?? []).length - (line.match(/[}\])]/g) ?? []).length;
      if (depth <= 0 && line.trimEnd().endsWith(',')) break;
    }
    index = end;
  }
  return found;
}

/** Every Portuguese text of the product: catalogues, e-mails, report texts, PDF labels. */
function portugueseTexts(): { file: string; line: string }[] {
  const files = globSync(['libs/**/*.ts', 'apps/**/src/**/*.ts'], {
    cwd: workspaceRoot,
    ignore: ['**/node_modules/**', '**/*.test.ts', '**/item-bank.data.ts'],
  });
  return files.flatMap((file) => {
    const source = readFileSync(`${workspaceRoot}${file}`, 'utf8');
    const lines = file.includes('/text/pt/') ? source.split('\n') : portugueseLines(source);
    return lines.map((line) => ({ file, line }));
  });
}

describe('Portuguese texts', () => {
  const texts = portugueseTexts();

  it('are found in the catalogues, the e-mails and the report texts', () => {
    const files = new Set(texts.map(({ file }) => file));
    expect(files.size).toBeGreaterThan(30);
    expect([...files].some((file) => file.includes('reports/domain/src/text/pt/'))).toBe(true);
    expect([...files].some((file) => file.includes('platform/mail/'))).toBe(true);
  });

  it('use Brazilian forms, never the European-only ones', () => {
    const european = texts.flatMap(({ file, line }) =>
      europeanForms
        .filter(({ pattern }) => pattern.test(line))
        .map(({ use }) => `${file}: ${line.trim()} (write ${use})`),
    );
    expect(european).toEqual([]);
  });
});
