import { readdirSync, readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const workspaceRoot = new URL('../../..', import.meta.url).pathname;

/** Issue #38: a component this long is split into named parts (docs/decisions.md, D79). */
const longestComponent = 150;
/** Components over this many lines are allowed only a few at a time. */
const longComponent = 100;
/** Today's count, which only goes down; issue #38 asked for at most 5. */
const longComponentsAllowed = 4;
/** A feature's web `src` over this many files is split into screen folders. */
const mostTopLevelFiles = 30;

function isComponentName(name: string): boolean {
  return /^[A-Z]/.test(name);
}

/** `memo(...)` and `forwardRef(...)` wrap a component's function; the function is what is long. */
function functionInside(node: ts.Expression | undefined): ts.FunctionLikeDeclaration | undefined {
  let current = node;
  while (current && ts.isCallExpression(current) && current.arguments.length === 1) {
    current = current.arguments[0];
  }
  return current && (ts.isArrowFunction(current) || ts.isFunctionExpression(current))
    ? current
    : undefined;
}

/**
 * The function components of a file, each `name (lines)`: functions and arrow functions with a
 * PascalCase name, declared anywhere in the file; a `.tsx` file's PascalCase functions are what
 * React renders.
 */
function componentLengths(file: string, source: string): Map<string, number> {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lengths = new Map<string, number>();
  const lineOf = (position: number) => tree.getLineAndCharacterOfPosition(position).line;
  const measure = (name: string, node: ts.Node) => {
    lengths.set(name, lineOf(node.getEnd()) - lineOf(node.getStart()) + 1);
  };
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name && isComponentName(node.name.text)) {
      measure(node.name.text, node);
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      const component = functionInside(node.initializer);
      if (component && isComponentName(node.name.text)) measure(node.name.text, component);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return lengths;
}

const componentFiles = globSync(['libs/**/src/**/*.tsx', 'apps/web/src/**/*.tsx'], {
  cwd: workspaceRoot,
  ignore: ['**/node_modules/**', '**/*.stories.tsx', '**/*.test.tsx'],
}).sort();

interface Measured {
  /** `file name` */
  component: string;
  lines: number;
}

/** Every component of the workspace's shipped web code over `lines`, longest first. */
function componentsOver(lines: number): Measured[] {
  return componentFiles
    .flatMap((file) =>
      [...componentLengths(file, readFileSync(`${workspaceRoot}${file}`, 'utf8'))].map(
        ([name, length]) => ({ component: `${file} ${name}`, lines: length }),
      ),
    )
    .filter((measured) => measured.lines > lines)
    .sort((a, b) => b.lines - a.lines);
}

describe('screen structure', () => {
  it('measures function components, wrapped or not, from their first line to their last', () => {
    const source = [
      'export function Page() {',
      '  return <p />;',
      '}',
      'export const Card = memo(({ a }: Props) => {',
      '  const b = a;',
      '  return <p>{b}</p>;',
      '});',
      'function helper() {',
      '  return 1;',
      '}',
    ].join('\n');
    expect([...componentLengths('a.tsx', source)]).toEqual([
      ['Page', 3],
      ['Card', 4],
    ]);
  });

  it('finds the components of every feature', () => {
    expect(componentFiles.length).toBeGreaterThan(200);
  });

  it(`has no component over ${longestComponent} lines`, () => {
    const over = componentsOver(longestComponent);
    expect(over.map(({ component, lines }) => `${component}: ${lines}`)).toEqual([]);
  });

  it(`has at most ${longComponentsAllowed} components over ${longComponent} lines`, () => {
    const long = componentsOver(longComponent);
    const listed = long.map(({ component, lines }) => `${component}: ${lines}`).join('\n');
    expect(long.length, listed).toBeLessThanOrEqual(longComponentsAllowed);
  });

  // Views take props and render (docs/decisions.md D79, D82): a `*View.tsx` keeps its form and
  // UI state in a hook beside it or in the part that owns it, never in a `useState` of its own.
  it('has no view that holds state of its own', () => {
    const stateful = componentFiles.filter(
      (file) =>
        file.endsWith('View.tsx') &&
        /\buseState\b/.test(readFileSync(`${workspaceRoot}${file}`, 'utf8')),
    );
    expect(stateful).toEqual([]);
  });

  it(`has no feature web src with more than ${mostTopLevelFiles} top-level files`, () => {
    const crowded = globSync('libs/features/*/web/src', {
      cwd: workspaceRoot,
      onlyDirectories: true,
    })
      .map((directory) => ({
        directory: directory.replace(/\/$/, ''),
        files: readdirSync(`${workspaceRoot}${directory}`, { withFileTypes: true }).filter(
          (entry) => entry.isFile(),
        ).length,
      }))
      .filter(({ files }) => files > mostTopLevelFiles)
      .map(({ directory, files }) => `${directory}: ${files}`);
    expect(crowded).toEqual([]);
  });
});
