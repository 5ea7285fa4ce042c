import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A package of a feature: `@facet/groups-web` is groups' `web` side. */
export interface FeaturePackage {
  feature: string;
  side: string;
}

/** A source file of a feature's side, as the counting reads it. */
export interface FeatureSource {
  file: string;
  feature: string;
  side: string;
  code: string;
}

/** What issue 38 measures of the graph between features, each item named so a failure lists it. */
export interface FeatureGraphFigures {
  /** Files of other features' api sides that import `@facet/company-api`. */
  companyApiImporters: string[];
  /** Distinct `<feature>-<side> → <package of another feature>` pairs. */
  crossFeatureEdges: string[];
  /** The pairs of those from a web side to another feature's web package. */
  webToWebEdges: string[];
}

const packageImport = /from\s+['"](@facet\/[a-z0-9-]+)/g;

/** Shipped source: TypeScript outside tests, specs, stories and test folders. */
export function isShippedSource(file: string): boolean {
  const folders = file.split('/').slice(0, -1);
  const name = file.split('/').at(-1) ?? '';
  return (
    /\.tsx?$/.test(name) &&
    !/\.(test|spec|stories)\./.test(name) &&
    !(folders.at(-1) ?? '').includes('test')
  );
}

/** The figures of issue 38 (parts 1 and 3) over the given sources. */
export function featureGraphFigures(
  sources: readonly FeatureSource[],
  packages: ReadonlyMap<string, FeaturePackage>,
): FeatureGraphFigures {
  const edges = new Set<string>();
  const companyApiImporters = new Set<string>();
  for (const source of sources) {
    for (const [, imported] of source.code.matchAll(packageImport)) {
      const target = packages.get(imported!);
      if (target === undefined || target.feature === source.feature) continue;
      edges.add(`${source.feature}-${source.side} → ${imported}`);
      if (imported === '@facet/company-api' && source.side === 'api') {
        companyApiImporters.add(source.file);
      }
    }
  }
  const crossFeatureEdges = [...edges].sort();
  return {
    companyApiImporters: [...companyApiImporters].sort(),
    crossFeatureEdges,
    webToWebEdges: crossFeatureEdges.filter((edge) => /^[^ ]+-web → .+-web$/.test(edge)),
  };
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

/** The figures of the workspace: every feature side with a package.json, its `src` read. */
export function workspaceFeatureGraph(workspaceRoot: string): FeatureGraphFigures {
  const featuresFolder = join(workspaceRoot, 'libs/features');
  const sides = readdirSync(featuresFolder).flatMap((feature) =>
    readdirSync(join(featuresFolder, feature))
      .filter((side) => existsSync(join(featuresFolder, feature, side, 'package.json')))
      .map((side) => ({ feature, side, folder: join(featuresFolder, feature, side) })),
  );
  const packages = new Map<string, FeaturePackage>(
    sides.map(({ feature, side, folder }) => {
      const { name } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
        name: string;
      };
      return [name, { feature, side }];
    }),
  );
  const sources = sides.flatMap(({ feature, side, folder }) =>
    existsSync(join(folder, 'src'))
      ? filesUnder(join(folder, 'src'))
          .map((path) => relative(workspaceRoot, path))
          .filter(isShippedSource)
          .map((file) => ({
            file,
            feature,
            side,
            code: readFileSync(join(workspaceRoot, file), 'utf8'),
          }))
      : [],
  );
  return featureGraphFigures(sources, packages);
}
