import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The spec's borrowed words and the product's (D85): a data-rights request (arsulipo), a report
 * (inform, informe), a licence. Code says the product's word; only api.md's wire names keep the
 * spec's, where the code holds one as a key. tools/codemods/rename-spec-words.mjs reads these
 * same lists.
 */
export const WIRE_NAMES: ReadonlySet<string> = new Set([
  'arsulipo',
  'arsulipos',
  'arsulipo_id',
  'inform',
  'adminInform',
  'licensesNumber',
  'licensesNumberToRemove',
  'newLicenseState',
  'assignLicense',
]);

/**
 * Words of a name that are the spec's. The verb forms `licensed`, `unlicensed` and `licensing`
 * are British spelling too (to license, a licence), and `information` is another word.
 */
const specWords = new Set([
  'arsulipo',
  'arsulipos',
  'inform',
  'informs',
  'informe',
  'informes',
  'license',
  'licenses',
]);

/** Splits a name into word and separator pieces: `getResultInform` -> get, Result, Inform. */
export function pieces(name: string): string[] {
  return name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+|[^A-Za-z0-9]+/g) ?? [];
}

/**
 * Whether a name says one of the spec's words for code. A wire name may be an identifier (the
 * key the wire needs); a file or folder is never the wire's, so `wireNames` is off for them.
 */
export function saysSpecWord(name: string, { wireNames = true } = {}): boolean {
  if (wireNames && WIRE_NAMES.has(name)) return false;
  return pieces(name).some((piece) => specWords.has(piece.toLowerCase()));
}

export interface SpecWordUse {
  file: string;
  line: number;
  name: string;
}

/** Identifiers of one source file that say a spec word; strings and comments are not read. */
export function specWordIdentifiersIn(file: string, code: string): SpecWordUse[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  const found: SpecWordUse[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) && saysSpecWord(node.text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push({ file, line: line + 1, name: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** File and folder names of a path that say a spec word. */
export function specWordsInPath(file: string): string[] {
  return file
    .split('/')
    .map((segment) => segment.split('.')[0] ?? '')
    .filter((stem) => saysSpecWord(stem, { wireNames: false }));
}

/** Never read: migrations are history, and the codemod and this check must name the words. */
export const specWordsExempt: readonly RegExp[] = [
  /(^|\/)migrations\//,
  /^tools\/codemods\/rename-spec-words\.mjs$/,
  /^tools\/workspace-checks\/src\/spec-words(\.test)?\.ts$/,
];

/** The workspace's tracked source files under apps, libs and tools, less the exempt ones. */
export function workspaceSourceFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '-z', '--', 'apps', 'libs', 'tools'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && existsSync(join(root, file)))
    .filter((file) => !specWordsExempt.some((pattern) => pattern.test(file)));
}

/** Every identifier and file name of the workspace that says a spec word. */
export function workspaceSpecWords(root: string): string[] {
  const files = workspaceSourceFiles(root);
  const paths = files.filter((file) => specWordsInPath(file).length > 0);
  const identifiers = files
    .filter((file) => /\.(?:[cm]?[jt]s|tsx|jsx)$/.test(file))
    .flatMap((file) => specWordIdentifiersIn(file, readFileSync(join(root, file), 'utf8')))
    .map((use) => `${use.file}:${use.line} ${use.name}`);
  return [...paths, ...identifiers];
}
