import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { globSync } from 'tinyglobby';
import { isShippedSource } from './feature-graph';

const relativeImport = /(?:from|import)\s+['"](\.{1,2}(?:\/[^'"]*)?)['"]/g;

/** The module a relative specifier names, as TypeScript resolves it, if it is one of `modules`. */
function resolveImport(from: string, specifier: string, modules: ReadonlySet<string>) {
  const base = normalize(join(dirname(from), specifier));
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) =>
    modules.has(candidate),
  );
}

/**
 * The cycles of relative imports among `sources` (file → its code), each once, starting at its
 * smallest file name: a module that imports, even for a type, a module that imports it back.
 */
export function importCyclesIn(sources: ReadonlyMap<string, string>): string[][] {
  const modules = new Set(sources.keys());
  const imports = new Map(
    [...sources].map(([file, code]) => [
      file,
      [...code.matchAll(relativeImport)]
        .map((match) => resolveImport(file, match[1] ?? '', modules))
        .filter((target): target is string => target !== undefined),
    ]),
  );
  const cycles = new Map<string, string[]>();
  const visited = new Set<string>();
  const walk = (file: string, path: string[]) => {
    for (const next of imports.get(file) ?? []) {
      const start = path.indexOf(next);
      if (start >= 0) {
        const cycle = path.slice(start);
        const first = cycle.indexOf([...cycle].sort()[0] ?? '');
        const canonical = [...cycle.slice(first), ...cycle.slice(0, first)];
        cycles.set(canonical.join(' → '), canonical);
      } else if (!visited.has(next)) {
        visited.add(next);
        walk(next, [...path, next]);
      }
    }
  };
  for (const file of modules) {
    if (visited.has(file)) continue;
    visited.add(file);
    walk(file, [file]);
  }
  return [...cycles.values()];
}

/** The import cycles of the workspace's shipped source, as the graph check counts it. */
export function workspaceImportCycles(workspaceRoot: string): string[][] {
  const files = globSync(['libs/**/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'], {
    cwd: workspaceRoot,
    ignore: ['**/node_modules/**'],
  });
  return importCyclesIn(
    new Map(
      files
        .filter((file) => isShippedSource(file) && existsSync(join(workspaceRoot, file)))
        .map((file) => [file, readFileSync(join(workspaceRoot, file), 'utf8')]),
    ),
  );
}
