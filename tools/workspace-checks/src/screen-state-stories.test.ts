import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { globSync } from 'tinyglobby';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const workspaceRoot = new URL('../../..', import.meta.url).pathname;

const screenStates = ['loading', 'empty', 'error', 'success'] as const;
type ScreenState = (typeof screenStates)[number];

/** A story named after a state covers it without saying so again (docs/decisions.md). */
const exportNamesOfState: Record<ScreenState, readonly string[]> = {
  loading: ['Loading'],
  empty: ['Empty'],
  error: ['Error', 'LoadError', 'LoadFailed'],
  success: ['Success'],
};

function isScreenState(value: string): value is ScreenState {
  return (screenStates as readonly string[]).includes(value);
}

function parse(file: string): ts.SourceFile {
  const source = readFileSync(`${workspaceRoot}${file}`, 'utf8');
  return ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
}

/** `{ ... } satisfies Meta<...>` and `({ ... })` are the object literal inside. */
function objectLiteral(node: ts.Node | undefined): ts.ObjectLiteralExpression | undefined {
  let current = node;
  while (
    current &&
    (ts.isSatisfiesExpression(current) ||
      ts.isAsExpression(current) ||
      ts.isParenthesizedExpression(current))
  ) {
    current = current.expression;
  }
  return current && ts.isObjectLiteralExpression(current) ? current : undefined;
}

function property(
  object: ts.ObjectLiteralExpression | undefined,
  name: string,
): ts.Expression | undefined {
  const found = object?.properties.find(
    (candidate): candidate is ts.PropertyAssignment =>
      ts.isPropertyAssignment(candidate) &&
      (ts.isIdentifier(candidate.name) || ts.isStringLiteral(candidate.name)) &&
      candidate.name.text === name,
  );
  return found?.initializer;
}

function stringValue(node: ts.Expression | undefined): string | undefined {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : undefined;
}

/**
 * The views a routed container renders: the `XView` component it imports from a sibling
 * `./XView` module, statically or lazily (`import('./XView')`). A type-only import, or a helper
 * imported from a view module (`profilePagePath`), does not make that view a screen. Dialogs are
 * not screens: they open over a screen that has already loaded (docs/decisions.md).
 */
function screenViewsRenderedBy(file: string): string[] {
  const directory = dirname(file);
  const views = new Set<string>();
  const addView = (specifier: string) => {
    const name = basename(specifier);
    if (!specifier.startsWith('./') || !name.endsWith('View') || name.endsWith('DialogView')) {
      return;
    }
    views.add(`${directory}/${specifier.slice(2)}.tsx`);
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.importClause &&
      !node.importClause.isTypeOnly
    ) {
      const specifier = node.moduleSpecifier.text;
      const bindings = node.importClause.namedBindings;
      const importsTheComponent =
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.some(
          (element) => !element.isTypeOnly && element.name.text === basename(specifier),
        );
      if (importsTheComponent) addView(specifier);
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      addView(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return [...views];
}

interface StoryFileStates {
  covered: Map<ScreenState, string[]>;
  notApplicable: Map<ScreenState, string>;
  problems: string[];
}

/** What a story file declares: each story's state, and the states its meta rules out. */
function statesDeclaredIn(storyFile: string): StoryFileStates {
  const covered = new Map<ScreenState, string[]>();
  const notApplicable = new Map<ScreenState, string>();
  const problems: string[] = [];
  const cover = (state: ScreenState, story: string) =>
    covered.set(state, [...(covered.get(state) ?? []), story]);

  const sourceFile = parse(storyFile);
  const initializers = new Map<string, ts.Expression | undefined>();
  let metaExpression: ts.Expression | undefined;
  for (const statement of sourceFile.statements) {
    if (ts.isVariableStatement(statement)) {
      const exported = statement.modifiers?.some(
        (modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword,
      );
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) continue;
        initializers.set(declaration.name.text, declaration.initializer);
        if (!exported) continue;
        const story = declaration.name.text;
        for (const state of screenStates) {
          if (exportNamesOfState[state].includes(story)) cover(state, story);
        }
        const parameters = objectLiteral(
          property(objectLiteral(declaration.initializer), 'parameters'),
        );
        const declared = property(parameters, 'screenState');
        if (declared === undefined) continue;
        const state = stringValue(declared);
        if (state !== undefined && isScreenState(state)) {
          cover(state, story);
        } else {
          problems.push(`story ${story} has a screenState other than ${screenStates.join(', ')}`);
        }
      }
    }
    if (ts.isExportAssignment(statement)) {
      metaExpression = ts.isIdentifier(statement.expression)
        ? initializers.get(statement.expression.text)
        : statement.expression;
    }
  }

  const metaParameters = objectLiteral(property(objectLiteral(metaExpression), 'parameters'));
  const ruledOut = property(metaParameters, 'screenStates');
  if (ruledOut !== undefined) {
    const reasons = objectLiteral(ruledOut);
    if (!reasons) problems.push('meta parameters.screenStates is not an object literal');
    for (const entry of reasons?.properties ?? []) {
      const state = entry.name && ts.isIdentifier(entry.name) ? entry.name.text : '?';
      const reason = ts.isPropertyAssignment(entry) ? stringValue(entry.initializer) : undefined;
      if (!isScreenState(state)) {
        problems.push(`meta screenStates names an unknown state "${state}"`);
      } else if (!reason?.trim()) {
        problems.push(`meta screenStates.${state} gives no reason`);
      } else {
        notApplicable.set(state, reason);
      }
    }
  }
  return { covered, notApplicable, problems };
}

const routedContainers = globSync(
  [
    'libs/features/*/web/src/**/*Page.tsx',
    'libs/features/*/web/src/**/*Pages.tsx',
    'libs/features/*/web/src/**/routes.tsx',
  ],
  { cwd: workspaceRoot, ignore: ['**/node_modules/**'] },
).sort();
const screenViews = [...new Set(routedContainers.flatMap(screenViewsRenderedBy))].sort();

/**
 * Issue #13: every screen view has a story for each of loading, empty, error and success, or its
 * story file says why a state cannot happen on that screen.
 */
describe('screen-state stories', () => {
  it('finds the screens of every feature', () => {
    expect(screenViews.length).toBeGreaterThan(20);
  });

  it('cover loading, empty, error and success on every screen view', () => {
    const missing: string[] = [];
    for (const view of screenViews) {
      const storyFile = view.replace(/\.tsx$/, '.stories.tsx');
      if (!existsSync(`${workspaceRoot}${storyFile}`)) {
        missing.push(`${storyFile}: no story file (missing ${screenStates.join(', ')})`);
        continue;
      }
      const { covered, notApplicable, problems } = statesDeclaredIn(storyFile);
      missing.push(...problems.map((problem) => `${storyFile}: ${problem}`));
      for (const state of screenStates) {
        const stories = covered.get(state);
        if (stories && notApplicable.has(state)) {
          missing.push(
            `${storyFile}: ${state} is declared not applicable but story ${stories.join(', ')} shows it`,
          );
        } else if (!stories && !notApplicable.has(state)) {
          missing.push(`${storyFile}: missing ${state}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
