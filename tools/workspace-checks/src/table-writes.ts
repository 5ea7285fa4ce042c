import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { globSync } from 'tinyglobby';
import ts from 'typescript';

/** One statement of a source file that writes a table. */
export interface TableWrite {
  table: string;
  line: number;
}

/** What the reading of one file needs from the rest of the workspace. */
export interface WorkspaceNames {
  /** The product's tables (what the migrations create). */
  tables: ReadonlySet<string>;
  /**
   * Exported string constants of the workspace by name with the strings they may hold, e.g.
   * `requestsTable` → `data_rights_requests`, `accountTables` → `users`, `platform_admins`.
   */
  constants: ReadonlyMap<string, readonly string[]>;
  /** Objection models by class name → their `tableName`. */
  models: ReadonlyMap<string, string>;
}

/** Query-builder calls that change rows (knex and Objection). */
const writeMethods = new Set([
  'insert',
  'update',
  'del',
  'delete',
  'increment',
  'decrement',
  'merge',
  'upsert',
  'truncate',
  'patch',
  'patchAndFetch',
  'patchAndFetchById',
  'updateAndFetch',
  'updateAndFetchById',
  'insertAndFetch',
  'insertGraph',
  'insertGraphAndFetch',
  'upsertGraph',
  'upsertGraphAndFetch',
  'deleteById',
  'relate',
  'unrelate',
]);

/** Registry helpers whose answer erases rows of the table they are given. */
const erasingHelpers = new Set(['rowsOfAccount', 'rowsAddressedTo']);

const rawWrite =
  /\b(?:insert\s+into|delete\s+from|merge\s+into|truncate(?:\s+table)?|update(?=\s+\w+\s+(?:as\s+\w+\s+)?set\b))\s+"?(\w+)"?/gi;

/** `users as u` names `users`. */
function tableOf(name: string, names: WorkspaceNames): string | undefined {
  const table = name.trim().split(/\s+/)[0] ?? '';
  return names.tables.has(table) ? table : undefined;
}

function unwrapped(node: ts.Expression): ts.Expression {
  return ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isParenthesizedExpression(node) ||
    ts.isNonNullExpression(node)
    ? unwrapped(node.expression)
    : node;
}

/** The strings an expression may hold: a literal, either side of a `?:`, any value of a map. */
function stringsOf(
  expression: ts.Expression,
  constant: (name: string) => readonly string[] | undefined,
): string[] {
  const node = unwrapped(expression);
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isIdentifier(node)) return [...(constant(node.text) ?? [])];
  if (ts.isConditionalExpression(node)) {
    return [...stringsOf(node.whenTrue, constant), ...stringsOf(node.whenFalse, constant)];
  }
  if (ts.isElementAccessExpression(node) || ts.isPropertyAccessExpression(node)) {
    return stringsOf(node.expression, constant);
  }
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.flatMap((property) =>
      ts.isPropertyAssignment(property) ? stringsOf(property.initializer, constant) : [],
    );
  }
  return [];
}

/** The string constants a file declares (only its exported ones when `exportedOnly`). */
function constantsOf(source: ts.SourceFile, exportedOnly: boolean): Map<string, string[]> {
  const constants = new Map<string, string[]>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const exported = statement.modifiers?.some(
      (modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword,
    );
    if (exportedOnly && !exported) continue;
    if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
      const initializer = unwrapped(declaration.initializer);
      if (!ts.isStringLiteralLike(initializer) && !ts.isObjectLiteralExpression(initializer)) {
        continue;
      }
      const values = stringsOf(initializer, () => undefined);
      if (values.length > 0) constants.set(declaration.name.text, values);
    }
  }
  return constants;
}

/** How one source file names tables: through constants, local variables and local helpers. */
function tableNamesOf(source: ts.SourceFile, names: WorkspaceNames) {
  const localConstants = constantsOf(source, false);
  const initializers = new Map<string, ts.Expression[]>();
  const functions = new Map<string, ts.Node>();
  const collect = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const initializer = node.initializer;
      if (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer)) {
        functions.set(node.name.text, initializer);
      } else {
        initializers.set(node.name.text, [
          ...(initializers.get(node.name.text) ?? []),
          initializer,
        ]);
      }
    }
    if (ts.isFunctionDeclaration(node) && node.name) functions.set(node.name.text, node);
    ts.forEachChild(node, collect);
  };
  collect(source);

  const tablesNamedBy = (node: ts.Expression | undefined): string[] => {
    if (!node) return [];
    const constant = (name: string, depth = 0): readonly string[] | undefined =>
      localConstants.get(name) ??
      names.constants.get(name) ??
      (depth < 3
        ? initializers
            .get(name)
            ?.flatMap((value) => stringsOf(value, (inner) => constant(inner, depth + 1)))
        : undefined);
    const values = stringsOf(node, (name) => constant(name));
    return values.flatMap((value) => tableOf(value, names) ?? []);
  };

  const returnedExpressions = (fn: ts.Node): ts.Expression[] => {
    if (ts.isArrowFunction(fn) && !ts.isBlock(fn.body)) return [fn.body];
    const found: ts.Expression[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
      if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    const body = (fn as ts.FunctionLikeDeclarationBase).body;
    if (body) ts.forEachChild(body, visit);
    return found;
  };

  /** The tables a query expression starts from, following its builder chain to the root. */
  const tablesOfQuery = (node: ts.Expression, seen: Set<ts.Node>): string[] => {
    if (seen.has(node)) return [];
    seen.add(node);
    if (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isNonNullExpression(node) ||
      ts.isAwaitExpression(node) ||
      ts.isSatisfiesExpression(node)
    ) {
      return tablesOfQuery(node.expression, seen);
    }
    if (ts.isIdentifier(node)) {
      return (initializers.get(node.text) ?? []).flatMap((value) => tablesOfQuery(value, seen));
    }
    if (!ts.isCallExpression(node)) return [];
    const callee = node.expression;
    if (ts.isPropertyAccessExpression(callee)) {
      const method = callee.name.text;
      if (method === 'into' || method === 'from' || method === 'table') {
        const tables = tablesNamedBy(node.arguments[0]);
        if (tables.length > 0) return tables;
      }
      if (method === 'query' || method === 'relatedQuery') {
        const model = ts.isIdentifier(callee.expression)
          ? names.models.get(callee.expression.text)
          : undefined;
        if (model) return [model];
      }
      return tablesOfQuery(callee.expression, seen);
    }
    const named = tablesNamedBy(node.arguments[0]);
    if (named.length > 0) return named;
    if (ts.isIdentifier(callee)) {
      const helper = functions.get(callee.text);
      if (helper) return returnedExpressions(helper).flatMap((value) => tablesOfQuery(value, seen));
    }
    return node.arguments.flatMap((argument) => tablesOfQuery(argument, seen));
  };

  return { tablesNamedBy, tablesOfQuery };
}

/** The line of a node, counted from 1. */
function lineOf(source: ts.SourceFile, node: ts.Node): number {
  return source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
}

/**
 * The tables a source file writes: knex and Objection chains ending in a write (followed back
 * through local variables and local helper functions to the table they start from), `.into(…)`,
 * SQL strings, and personal-data registry entries (their erase writes the table they declare).
 */
export function tablesWrittenBy(
  fileName: string,
  text: string,
  names: WorkspaceNames,
): TableWrite[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const { tablesNamedBy, tablesOfQuery } = tableNamesOf(source, names);
  const writes: TableWrite[] = [];
  const record = (table: string, node: ts.Node): void => {
    const line = lineOf(source, node);
    if (!writes.some((write) => write.table === table && write.line === line)) {
      writes.push({ table, line });
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee)) {
        const method = callee.name.text;
        if (method === 'into') {
          for (const table of tablesNamedBy(node.arguments[0])) record(table, callee.name);
        }
        if (writeMethods.has(method)) {
          for (const table of tablesOfQuery(callee.expression, new Set())) {
            record(table, callee.name);
          }
        }
      }
      if (ts.isIdentifier(callee) && erasingHelpers.has(callee.text)) {
        for (const table of tablesNamedBy(node.arguments[0])) record(table, node);
      }
    }
    if (ts.isObjectLiteralExpression(node)) {
      const property = (name: string) =>
        node.properties.find(
          (candidate): candidate is ts.PropertyAssignment =>
            ts.isPropertyAssignment(candidate) &&
            ts.isIdentifier(candidate.name) &&
            candidate.name.text === name,
        );
      const declared = property('table');
      if (declared && (property('person') || property('company'))) {
        for (const table of tablesNamedBy(declared.initializer)) record(table, declared);
      }
    }
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      for (const match of node.text.matchAll(rawWrite)) {
        const table = tableOf(match[1]!, names);
        if (table) record(table, node);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return writes;
}

/** Query-builder calls that name a table to read from (knex). */
const readMethods = new Set([
  'from',
  'table',
  'join',
  'innerJoin',
  'leftJoin',
  'leftOuterJoin',
  'rightJoin',
  'rightOuterJoin',
  'fullOuterJoin',
  'crossJoin',
]);

const rawRead = /\b(?:from|join)\s+"?(\w+)"?/gi;

/**
 * The tables a source file reads or writes: knex's `database('table')` (any function called with
 * a table's name, and `….database('table')`), `.from(…)`, `.join(…)` and the other joins, Objection's `Model.query()`, and
 * SQL strings naming a table after `from` or `join`. A write reads the table too, so the owner's
 * writes are here as well; what the check asks is who reaches a table at all.
 */
export function tablesReadBy(fileName: string, text: string, names: WorkspaceNames): TableWrite[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const { tablesNamedBy } = tableNamesOf(source, names);
  const reads: TableWrite[] = [];
  const record = (table: string, node: ts.Node): void => {
    const line = lineOf(source, node);
    if (!reads.some((read) => read.table === table && read.line === line)) {
      reads.push({ table, line });
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee)) {
        for (const table of tablesNamedBy(node.arguments[0])) record(table, node);
      }
      if (ts.isPropertyAccessExpression(callee)) {
        const method = callee.name.text;
        if (readMethods.has(method) || method === 'into' || method === 'database') {
          for (const table of tablesNamedBy(node.arguments[0])) record(table, callee.name);
        }
        if (
          (method === 'query' || method === 'relatedQuery') &&
          ts.isIdentifier(callee.expression)
        ) {
          const model = names.models.get(callee.expression.text);
          if (model) record(model, callee.name);
        }
      }
    }
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      for (const match of node.text.matchAll(rawRead)) {
        const table = tableOf(match[1]!, names);
        if (table) record(table, node);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return reads.sort((one, other) => one.line - other.line);
}

/** The tables the migrations create, each with the migration that creates it. */
export function migrationTables(workspaceRoot: string): Map<string, string> {
  const tables = new Map<string, string>();
  for (const file of globSync(['libs/platform/db/src/migrations/*.ts'], { cwd: workspaceRoot })) {
    const text = readFileSync(join(workspaceRoot, file), 'utf8');
    for (const match of text.matchAll(/createTable\(\s*'(\w+)'/g)) tables.set(match[1]!, file);
  }
  return tables;
}

/** A write or read found in the workspace, with the package whose file makes it. */
export interface PackageTableAccess extends TableWrite {
  file: string;
  packageName: string;
}

/**
 * Files that write tables without being a feature's code: the schema itself, demo data for a
 * local run, and the first platform administrator created at deployment. Test helpers
 * (`testing.ts`, tests, the testing packages) set up rows freely and are not read at all.
 */
const notProductCode = [
  'libs/platform/db/src/migrations/**',
  'libs/platform/db/src/demo-seed.ts',
  'libs/platform/db/src/bootstrap-admin.ts',
  'libs/platform/testing/**',
  'libs/platform/testing-web/**',
  '**/testing.ts',
  '**/*.test.{ts,tsx}',
  '**/*.stories.tsx',
  '**/tests/**',
  '**/node_modules/**',
];

interface Manifest {
  name: string;
  nx?: { tags?: string[] };
}

function packageOf(workspaceRoot: string, file: string, cache: Map<string, Manifest>): Manifest {
  let directory = dirname(file);
  while (directory !== '.' && directory !== '/') {
    const cached = cache.get(directory);
    if (cached) return cached;
    try {
      const manifest = JSON.parse(
        readFileSync(join(workspaceRoot, directory, 'package.json'), 'utf8'),
      ) as Manifest;
      cache.set(directory, manifest);
      return manifest;
    } catch {
      directory = dirname(directory);
    }
  }
  throw new Error(`${file} belongs to no package`);
}

/** The tables the product's code (apps and libs) writes and reads, with the package of each. */
export function workspaceTableAccess(workspaceRoot: string): {
  writes: PackageTableAccess[];
  reads: PackageTableAccess[];
} {
  const files = globSync(['apps/*/src/**/*.{ts,tsx}', 'libs/**/src/**/*.{ts,tsx}'], {
    cwd: workspaceRoot,
    ignore: notProductCode,
  });
  const texts = new Map(
    files.map((file) => [file, readFileSync(join(workspaceRoot, file), 'utf8')]),
  );
  const constants = new Map<string, string[]>();
  const models = new Map<string, string>();
  for (const [file, text] of texts) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
    for (const [name, values] of constantsOf(source, true)) constants.set(name, values);
    for (const match of text.matchAll(
      /class (\w+) extends \w+ \{[^}]*?static (?:override )?tableName = '(\w+)'/g,
    )) {
      models.set(match[1]!, match[2]!);
    }
  }
  const names: WorkspaceNames = {
    tables: new Set(migrationTables(workspaceRoot).keys()),
    constants,
    models,
  };
  const packages = new Map<string, Manifest>();
  const found = (scan: typeof tablesWrittenBy, file: string, text: string) =>
    scan(file, text, names).map((access) => ({
      ...access,
      file,
      packageName: packageOf(workspaceRoot, file, packages).name,
    }));
  const serverSide = (file: string) =>
    packageOf(workspaceRoot, file, packages).nx?.tags?.includes('side:server') ?? false;
  return {
    writes: [...texts].flatMap(([file, text]) => found(tablesWrittenBy, file, text)),
    // Only server code reaches the database; elsewhere a table's name is a word ('results').
    reads: [...texts]
      .filter(([file]) => serverSide(file))
      .flatMap(([file, text]) => found(tablesReadBy, file, text)),
  };
}
