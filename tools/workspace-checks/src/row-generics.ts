import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globSync } from 'tinyglobby';
import ts from 'typescript';

/**
 * Knex calls that take a row type on trust: `.first<Row>()`, `.select<Row[]>()`, … The owners'
 * table declarations type single-table queries (D81); what is left are joins and computed
 * columns, whose rows knex cannot derive.
 */
const rowGenericMethods = new Set(['first', 'select', 'returning', 'pluck', 'insert', 'update']);

/** Server code that ships: the features' api packages and the platform packages, no tests. */
const serverSources = ['libs/features/*/api/src/**/*.ts', 'libs/platform/*/src/**/*.ts'];
const notShipped = ['**/*.test.ts', '**/*.spec.ts', '**/testing.ts', 'libs/platform/testing*/**'];

export interface RowGeneric {
  file: string;
  line: number;
  call: string;
}

/** The row generics of one source file, as `first<…>` calls with their line. */
export function rowGenericsIn(file: string, code: string): RowGeneric[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const found: RowGeneric[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      node.typeArguments &&
      ts.isPropertyAccessExpression(node.expression) &&
      rowGenericMethods.has(node.expression.name.text)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.expression.name.getStart());
      found.push({ file, line: line + 1, call: `${node.expression.name.text}<…>` });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function workspaceRowGenerics(workspaceRoot: string): RowGeneric[] {
  return globSync(serverSources, { cwd: workspaceRoot, ignore: notShipped })
    .sort()
    .flatMap((file) => rowGenericsIn(file, readFileSync(join(workspaceRoot, file), 'utf8')));
}
