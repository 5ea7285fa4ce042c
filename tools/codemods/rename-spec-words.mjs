#!/usr/bin/env node
/**
 * Renames the spec's borrowed words in code to the product's words (issue 38 part 7, D85):
 *   arsulipo -> data-rights request, inform -> report, license -> licence.
 *
 *   node tools/codemods/rename-spec-words.mjs <arsulipo|inform|licence> [--dry-run]
 *
 * Rules, not file lists, so that it can be re-run on a tree that has moved on: every identifier,
 * file and folder name is split into words on camel, Pascal, kebab and snake boundaries and a
 * word that is the spec's is replaced, keeping the case style. What stays:
 * - the wire names of spec/api.md (JSON fields, query parameters) when they are a whole
 *   identifier: `WIRE_NAMES`; a local holding one is renamed and the wire name stays its key;
 * - HTTP paths, SQL and user-visible text in strings (relative import specifiers follow the
 *   renamed files), and database migrations, which are history;
 * - words that merely contain the letters (`information`, `LoginForm`) and the verb forms of
 *   license (`licensed`, `licensing`), which British spelling keeps with an s.
 * Comments and strings follow a renamed camel or Pascal name of two words or more (a test's
 * `describe('ResultInform')`); a lone word may be the wire name or a path's, and is left alone.
 * The wire names and the words are tools/workspace-checks/src/spec-words.ts's, whose check keeps
 * them out of code from now on. It is idempotent: a second run finds nothing to rename.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { pieces, specWordsExempt, WIRE_NAMES } from '../workspace-checks/src/spec-words.ts';

const dataRights = ['data', 'rights'];

/**
 * Each rename: `word(words, index)` answers the replacement words for the lower-cased word at
 * `index`, or undefined; `identifiers` and `files` name the few whole names a rule would word
 * badly; `locals` names a variable or parameter that holds a wire name's value in the product's
 * words (`const { newLicenseState: newLicenceState } = payload`).
 */
export const RENAMES = {
  arsulipo: {
    word(words, index) {
      const word = words[index];
      if (word !== 'arsulipo' && word !== 'arsulipos') return undefined;
      // "ArsulipoRequests" is already about requests: DataRightsRequests, not ...RequestRequests.
      if (/^requests?$/.test(words[index + 1] ?? '')) return dataRights;
      return [...dataRights, word === 'arsulipos' ? 'requests' : 'request'];
    },
    identifiers: { tabArsulipo: 'tabDataRightsRequests' },
    files: { arsulipo: 'data-rights-requests' },
    locals: {
      arsulipo: 'dataRightsRequest',
      arsulipos: 'dataRightsRequests',
      arsulipo_id: 'dataRightsRequestId',
    },
  },
  inform: {
    word(words, index) {
      // informe is the Spanish spec's word for the same report.
      if (words[index] === 'inform' || words[index] === 'informe') return ['report'];
      if (words[index] === 'informs' || words[index] === 'informes') return ['reports'];
      return undefined;
    },
    identifiers: {},
    files: {},
    locals: { inform: 'report', adminInform: 'adminReport' },
  },
  licence: {
    word(words, index) {
      if (words[index] === 'license') return ['licence'];
      if (words[index] === 'licenses') return ['licences'];
      return undefined;
    },
    identifiers: {},
    files: {},
    locals: {
      licensesNumber: 'licenceCount',
      licensesNumberToRemove: 'licenceCountToRemove',
      newLicenseState: 'newLicenceState',
      assignLicense: 'assignLicence',
    },
  },
};

const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const SCANNED_ROOTS = ['apps', 'libs', 'tools'];

const isWord = (piece) => /^[A-Za-z]/.test(piece);

function cased(words, model, first, separator) {
  if (separator) {
    const upper = model.length > 1 && model === model.toUpperCase();
    return words.map((w) => (upper ? w.toUpperCase() : w)).join(separator);
  }
  if (model.length > 1 && model === model.toUpperCase()) return words.join('_').toUpperCase();
  const pascal = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  const capital = model[0] === model[0].toUpperCase();
  return capital || !first ? pascal : pascal[0].toLowerCase() + pascal.slice(1);
}

/** The name with the rename's words replaced; `wire` keeps spec/api.md's names as they are. */
export function renameName(name, rename, { wire = true, overrides = rename.identifiers } = {}) {
  if (wire && WIRE_NAMES.has(name)) return name;
  if (Object.hasOwn(overrides, name)) return overrides[name];
  const parts = pieces(name);
  const separator = name.includes('-') ? '-' : /^[a-z0-9_]+$/.test(name) ? '_' : '';
  const words = parts.filter(isWord).map((p) => p.toLowerCase());
  let wordIndex = -1;
  return parts
    .map((piece, pieceIndex) => {
      if (!isWord(piece)) return piece;
      wordIndex += 1;
      const replacement = rename.word(words, wordIndex);
      if (!replacement) return piece;
      const first = pieceIndex === 0 || !isWord(parts[pieceIndex - 1]);
      return cased(replacement, piece, first && pieceIndex === 0, separator);
    })
    .join('');
}

/** A file or folder name: its stem renamed, its extensions kept. */
export function renameFileName(base, rename) {
  const dot = base.indexOf('.');
  const stem = dot === -1 ? base : base.slice(0, dot);
  const rest = dot === -1 ? '' : base.slice(dot);
  return renameName(stem, rename, { wire: false, overrides: rename.files }) + rest;
}

const renamePath = (file, rename) =>
  file
    .split('/')
    .map((segment) =>
      segment === '.' || segment === '..' ? segment : renameFileName(segment, rename),
    )
    .join('/');

function isModuleSpecifier(node) {
  const parent = node.parent;
  if (!parent) return false;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) {
    return parent.moduleSpecifier === node;
  }
  if (ts.isExternalModuleReference(parent)) return true;
  if (ts.isLiteralTypeNode(parent) && ts.isImportTypeNode(parent.parent)) return true;
  if (ts.isCallExpression(parent) && parent.arguments[0] === node) {
    const callee = parent.expression.getText();
    return /^(?:import|require|vi\.(?:mock|doMock|importActual|importMock))$/.test(callee);
  }
  return false;
}

/**
 * A camel or Pascal name of two words or more: in prose or a string it names code. Snake names
 * in strings are SQL's columns, and kebab ones are paths, both left as they are.
 */
const isCompound = (text) =>
  /^[A-Za-z$][A-Za-z0-9$]*$/.test(text) && pieces(text).filter(isWord).length >= 2;

/** Text with each compound name in it renamed: a comment, or a string's words. */
const renameCompounds = (text, rename) =>
  text.replace(/[A-Za-z_$][\w$-]*/g, (word) =>
    isCompound(word) ? renameName(word, rename) : word,
  );

/** The source text with identifiers, relative import specifiers and comments renamed. */
export function renameSource(text, fileName, rename, renamed = new Map()) {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const edits = [];
  const comments = new Map();
  const collectComments = (pos) => {
    for (const range of [
      ...(ts.getLeadingCommentRanges(text, pos) ?? []),
      ...(ts.getTrailingCommentRanges(text, pos) ?? []),
    ]) {
      comments.set(range.pos, range);
    }
  };
  const visit = (node) => {
    collectComments(node.getFullStart());
    collectComments(node.getEnd());
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      const name = node.text;
      const jsxDashed = name.includes('-');
      const next = jsxDashed ? name : renameName(name, rename);
      if (next !== name) {
        edits.push({ start: node.getStart(), end: node.getEnd(), text: next });
        renamed.set(name, next);
      }
    } else if (
      ts.isStringLiteralLike(node) &&
      isModuleSpecifier(node) &&
      node.text.startsWith('.')
    ) {
      const next = renamePath(node.text, rename);
      if (next !== node.text) {
        const quote = text[node.getStart()];
        edits.push({ start: node.getStart(), end: node.getEnd(), text: `${quote}${next}${quote}` });
      }
    } else if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      // A test's describe('AdminArsulipoRequestsPanel') names the component it tests.
      const literal = text.slice(node.getStart(), node.getEnd());
      const next = renameCompounds(literal, rename);
      if (next !== literal) edits.push({ start: node.getStart(), end: node.getEnd(), text: next });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  collectComments(0);
  for (const range of comments.values()) {
    const body = text.slice(range.pos, range.end);
    const next = renameCompounds(body, rename);
    if (next !== body) edits.push({ start: range.pos, end: range.end, text: next });
  }
  edits.sort((a, b) => b.start - a.start);
  let result = text;
  let lastStart = Infinity;
  for (const edit of edits) {
    if (edit.end > lastStart) continue;
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
    lastStart = edit.start;
  }
  return result;
}

function languageService(fileName, text) {
  const host = {
    getCompilationSettings: () => ({ noResolve: true, noLib: true, allowJs: true, jsx: 1 }),
    getScriptFileNames: () => [fileName],
    getScriptVersion: () => '1',
    getScriptSnapshot: (name) =>
      name === fileName ? ts.ScriptSnapshot.fromString(text) : undefined,
    getCurrentDirectory: () => '/',
    getDefaultLibFileName: () => 'lib.d.ts',
    fileExists: (name) => name === fileName,
    readFile: (name) => (name === fileName ? text : undefined),
  };
  return ts.createLanguageService(host, ts.createDocumentRegistry());
}

/**
 * Variables and parameters named after a wire field take the product's name; where they meet the
 * wire (a shorthand property, a destructured field) the wire name stays as the key. A local whose
 * new name the file already uses is left as it is and reported, rather than shadow another.
 */
export function renameLocals(text, fileName, rename, kept = []) {
  const locals = rename.locals ?? {};
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  // Declarations are taken in order; those kept stay first in the list, as a rename removes
  // only the declaration it renames.
  let keptCount = 0;
  let current = text;
  for (;;) {
    const service = languageService(fileName, current);
    const program = service.getProgram();
    const source = program.getSourceFile(fileName);
    const checker = program.getTypeChecker();
    const declarations = [];
    const visit = (node) => {
      const declares =
        ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node);
      if (declares && ts.isIdentifier(node.name) && Object.hasOwn(locals, node.name.text)) {
        declarations.push(node.name);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    let renamedOne = false;
    for (const declaration of declarations.slice(keptCount)) {
      const next = locals[declaration.text];
      const locations =
        service.findRenameLocations(fileName, declaration.getStart(), false, false, {
          providePrefixAndSuffixTextForRename: true,
        }) ?? [];
      // The new name must be free wherever the local is read, or the rename would capture another.
      const taken = locations.some((location) => {
        const token = ts.getTokenAtPosition(source, location.textSpan.start);
        return checker.resolveName(next, token, ts.SymbolFlags.Value, false) !== undefined;
      });
      if (taken || locations.length === 0) {
        const { line } = source.getLineAndCharacterOfPosition(declaration.getStart());
        kept.push(`${fileName}:${line + 1} ${declaration.text} (${next} is taken there)`);
        keptCount += 1;
        continue;
      }
      for (const location of [...locations].sort((a, b) => b.textSpan.start - a.textSpan.start)) {
        const { start, length } = location.textSpan;
        const replacement = `${location.prefixText ?? ''}${next}${location.suffixText ?? ''}`;
        current = current.slice(0, start) + replacement + current.slice(start + length);
      }
      renamedOne = true;
      break;
    }
    if (!renamedOne) return shorthand(current, fileName, kind, new Set(Object.values(locals)));
  }
}

/** `{ report: report }`, left by a rename, is written `{ report }`. */
function shorthand(text, fileName, kind, names) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const edits = [];
  const visit = (node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      ts.isIdentifier(node.initializer) &&
      node.name.text === node.initializer.text &&
      names.has(node.name.text)
    ) {
      edits.push({ start: node.getStart(), end: node.getEnd(), text: node.name.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edits
    .sort((a, b) => b.start - a.start)
    .reduce(
      (result, edit) => result.slice(0, edit.start) + edit.text + result.slice(edit.end),
      text,
    );
}

const git = (args, cwd) => execFileSync('git', args, { cwd, encoding: 'utf8' });

function main() {
  const [which, ...flags] = process.argv.slice(2);
  const rename = RENAMES[which];
  if (!rename) {
    console.error(`usage: rename-spec-words.mjs <${Object.keys(RENAMES).join('|')}> [--dry-run]`);
    process.exit(2);
  }
  const dryRun = flags.includes('--dry-run');
  const root = git(['rev-parse', '--show-toplevel']).trim();
  const tracked = () =>
    git(['ls-files', '-z', '--', ...SCANNED_ROOTS], root)
      .split('\0')
      .filter((file) => file && existsSync(path.join(root, file)))
      .filter((file) => !specWordsExempt.some((pattern) => pattern.test(file)));

  // 1. Files and folders, deepest last so a folder moves once with what it holds.
  const moves = new Map();
  for (const file of tracked()) {
    const target = renamePath(file, rename);
    if (target !== file) moves.set(file, target);
  }
  const folderMoves = new Map();
  for (const [from, to] of moves) {
    const fromParts = from.split('/');
    const toParts = to.split('/');
    for (let depth = 1; depth < fromParts.length; depth++) {
      if (fromParts[depth - 1] !== toParts[depth - 1]) {
        const fromFolder = fromParts.slice(0, depth).join('/');
        folderMoves.set(fromFolder, [...toParts.slice(0, depth - 1), toParts[depth - 1]].join('/'));
        break;
      }
    }
  }
  for (const [from, to] of folderMoves) {
    console.log(`move ${from}/ -> ${to}/`);
    if (!dryRun) {
      if (existsSync(path.join(root, to))) throw new Error(`${to}/ exists already`);
      git(['mv', from, to], root);
    }
  }
  for (const [from, to] of moves) {
    const movedFrom = [...folderMoves].reduce(
      (file, [folder, target]) =>
        file.startsWith(`${folder}/`) ? target + file.slice(folder.length) : file,
      from,
    );
    if (movedFrom === to) continue;
    console.log(`move ${movedFrom} -> ${to}`);
    if (!dryRun) {
      if (existsSync(path.join(root, to))) throw new Error(`${to} exists already`);
      mkdirSync(path.dirname(path.join(root, to)), { recursive: true });
      git(['mv', movedFrom, to], root);
    }
  }

  // 2. Identifiers, import specifiers and comments.
  const renamed = new Map();
  const kept = [];
  const changed = [];
  for (const file of tracked().filter((f) => SOURCE.test(f))) {
    const absolute = path.join(root, file);
    const text = readFileSync(absolute, 'utf8');
    const next = renameLocals(renameSource(text, file, rename, renamed), file, rename, kept);
    if (next !== text) {
      changed.push(file);
      if (!dryRun) writeFileSync(absolute, next);
    }
  }
  for (const [from, to] of [...renamed].sort()) console.log(`rename ${from} -> ${to}`);
  for (const note of kept) console.log(`kept ${note}`);
  console.log(`${changed.length} files ${dryRun ? 'would change' : 'changed'}`);

  // 3. Prettier, on what changed only.
  if (!dryRun && changed.length > 0) {
    execFileSync('npx', ['prettier', '--write', '--log-level=warn', ...changed], {
      cwd: root,
      stdio: 'inherit',
    });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
