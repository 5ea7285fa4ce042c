import { readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const workspaceRoot = new URL('../../..', import.meta.url).pathname;

/** The design system's containers of a form's buttons: a page form's and a dialog's. */
const actionContainers = new Set(['FormActions', 'DialogActions']);

function tagName(node: ts.JsxOpeningLikeElement): string {
  return node.tagName.getText();
}

function isSubmitButton(node: ts.JsxOpeningLikeElement): boolean {
  return (
    tagName(node) === 'Button' &&
    node.attributes.properties.some(
      (attribute) =>
        ts.isJsxAttribute(attribute) &&
        attribute.name.getText() === 'type' &&
        attribute.initializer !== undefined &&
        ts.isStringLiteral(attribute.initializer) &&
        attribute.initializer.text === 'submit',
    )
  );
}

/** Whether an element encloses the node: a JSX element whose opening tag is `name`. */
function enclosedBy(node: ts.Node, names: ReadonlySet<string>): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isJsxElement(current) && names.has(tagName(current.openingElement))) return true;
  }
  return false;
}

/** Each submit button of a file that no FormActions or DialogActions lays out, by line. */
function looseSubmitButtons(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const loose: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      isSubmitButton(node) &&
      !enclosedBy(node, actionContainers)
    ) {
      const { line } = tree.getLineAndCharacterOfPosition(node.getStart());
      loose.push(`${file}:${line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return loose;
}

describe("a form's buttons", () => {
  it('finds a submit button laid out by hand, and accepts one in FormActions', () => {
    const byHand = `export const A = () => (
      <form><Inline space="small"><Button type="submit">Save</Button></Inline></form>
    );`;
    const laidOut = `export const B = () => (
      <form><FormActions><Button type="submit">Save</Button></FormActions></form>
    );`;
    expect(looseSubmitButtons('a.tsx', byHand)).toEqual(['a.tsx:2']);
    expect(looseSubmitButtons('b.tsx', laidOut)).toEqual([]);
  });

  it("are laid out by the design system's FormActions or DialogActions in every feature", () => {
    const files = globSync(
      ['libs/features/*/web/src/**/*.tsx', 'libs/platform/web-kit/src/**/*.tsx'],
      {
        cwd: workspaceRoot,
        ignore: ['**/*.stories.tsx', '**/*.test.tsx'],
      },
    );
    const loose = files.flatMap((file) =>
      looseSubmitButtons(file, readFileSync(`${workspaceRoot}${file}`, 'utf8')),
    );
    expect(loose).toEqual([]);
  });
});
