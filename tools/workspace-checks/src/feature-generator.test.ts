import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { readJson, type Tree } from '@nx/devkit';
import { ESLint } from 'eslint';
import { createTreeWithEmptyWorkspace } from 'nx/src/generators/testing-utils/create-tree-with-empty-workspace';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { featureGenerator } = require('@facet/generators') as {
  featureGenerator: (
    tree: Tree,
    options: { name: string; layers?: string[]; skipFormat?: boolean },
  ) => Promise<unknown>;
};

const workspaceRoot = new URL('../../..', import.meta.url).pathname;
const registrationFiles = [
  'apps/api/src/server.ts',
  'apps/web/src/app/signed-in-areas.tsx',
  'apps/api/src/problems-by-plugin.ts',
];
const feature = 'team-notes';
const root = `libs/features/${feature}`;

/** The workspace's tree with the generator's output, and the files it registers in. */
async function generatedTree(): Promise<Tree> {
  const tree = createTreeWithEmptyWorkspace();
  for (const file of registrationFiles) {
    tree.write(file, readFileSync(join(workspaceRoot, file), 'utf8'));
  }
  await featureGenerator(tree, { name: feature, skipFormat: true });
  return tree;
}

describe('the feature generator', () => {
  let tree: Tree;
  beforeAll(async () => {
    tree = await generatedTree();
  });

  it('scaffolds domain, api and web packages with their side tags', () => {
    expect(readJson(tree, `${root}/domain/package.json`).nx.tags).toEqual([
      'scope:team-notes',
      'type:domain',
      'side:isomorphic',
    ]);
    expect(readJson(tree, `${root}/api/package.json`).nx.tags).toContain('side:server');
    expect(readJson(tree, `${root}/web/package.json`).nx.tags).toContain('side:client');
    expect(readJson(tree, `${root}/web/package.json`).exports).toEqual({ '.': './src/index.ts' });
  });

  it('makes a slice: routes and services, endpoints, and a screen folder with container, view and a story per state', () => {
    for (const file of [
      'domain/src/team-notes-schemas.test.ts',
      'api/src/routes/team-notes/get-team-notes.ts',
      'api/src/routes/team-notes/company-team-notes.ts',
      'api/src/routes/team-notes/get-team-notes.test.ts',
      'api/src/services/team-notes-items.ts',
      'web/src/team-notes-endpoints.ts',
      'web/src/screens/team-notes/TeamNotesPage.tsx',
      'web/src/screens/team-notes/TeamNotesView.tsx',
      'web/src/screens/team-notes/TeamNotesView.test.tsx',
      'web/src/routes.tsx',
    ]) {
      expect(tree.exists(`${root}/${file}`), file).toBe(true);
    }
    expect(tree.read(`${root}/api/src/plugin.ts`, 'utf8')).toContain(
      "dependencies: ['facet-session']",
    );
    expect(tree.read(`${root}/api/src/routes/team-notes/get-team-notes.ts`, 'utf8')).toContain(
      'defineRoute(',
    );
    // A company operation is declared once and mounted for members and platform admins (D77).
    expect(tree.read(`${root}/api/src/routes/team-notes/company-team-notes.ts`, 'utf8')).toMatch(
      /companyRoutes\(\{[\s\S]*actsAs: 'manager'[\s\S]*platformAdmin:/,
    );
    expect(tree.read(`${root}/api/src/routes/team-notes/get-team-notes.test.ts`, 'utf8')).toContain(
      'server.inject(',
    );
    expect(tree.read(`${root}/web/src/screens/team-notes/TeamNotesView.tsx`, 'utf8')).toContain(
      '<Heading level={1}>',
    );
    const stories =
      tree.read(`${root}/web/src/screens/team-notes/TeamNotesView.stories.tsx`, 'utf8') ?? '';
    for (const state of ['Loading', 'Empty', 'Error', 'Success']) {
      expect(stories).toContain(`export const ${state}: Story`);
    }
    const messages = tree.read(`${root}/web/src/messages.ts`, 'utf8') ?? '';
    expect(messages).toContain("defineCatalogue('teamNotes'");
    const count = (language: string) => messages.split(` ${language}: `).length - 1;
    expect(count('en')).toBeGreaterThan(0);
    expect([count('es'), count('pt')]).toEqual([count('en'), count('en')]);
  });

  it('registers the plugin and its problems in the api server and the catalogue and routes in the web app', () => {
    const server = tree.read(registrationFiles[0]!, 'utf8') ?? '';
    expect(server).toContain("import { teamNotesPlugin } from '@facet/team-notes-api';");
    // Before the OpenAPI description, which lists the routes registered so far.
    expect(server.indexOf('plugin: teamNotesPlugin')).toBeGreaterThan(0);
    expect(server.indexOf('plugin: teamNotesPlugin')).toBeLessThan(
      server.indexOf('plugin: openApiPlugin'),
    );
    const areas = tree.read(registrationFiles[1]!, 'utf8') ?? '';
    expect(areas).toContain(
      "import { teamNotesCatalogue, teamNotesRoutes } from '@facet/team-notes-web';",
    );
    const catalogues = areas.slice(areas.indexOf('export const areaCatalogues'));
    expect(catalogues.slice(0, catalogues.indexOf('];'))).toContain('teamNotesCatalogue,');
    expect(areas.slice(areas.indexOf('<PageContainer />'))).toContain(
      '...teamNotesRoutes({ requireUser }),',
    );
    const problems = tree.read(registrationFiles[2]!, 'utf8') ?? '';
    expect(problems).toContain("import { teamNotesProblems } from '@facet/team-notes-domain';");
    expect(problems.slice(problems.indexOf('problemsByPlugin'))).toContain(
      "'facet-team-notes': [teamNotesProblems],",
    );
  });

  it('refuses to overwrite a feature that exists', async () => {
    const existing = createTreeWithEmptyWorkspace();
    await featureGenerator(existing, { name: 'groups', layers: ['domain'], skipFormat: true });
    await expect(featureGenerator(existing, { name: 'groups', skipFormat: true })).rejects.toThrow(
      /already exists/,
    );
  });
});

/**
 * The output written under dist/ (inside the workspace, so the workspace's packages resolve) and
 * checked with each side's compiler settings and the workspace's ESLint config; `paths` stands in
 * for the npm install that links a real feature's packages.
 */
describe("the feature generator's output", () => {
  const outputRoot = join(workspaceRoot, `dist/generator-check-${process.pid}`);
  const featureRoot = join(outputRoot, root);
  const generatedFiles: string[] = [];

  beforeAll(async () => {
    const tree = await generatedTree();
    for (const change of tree.listChanges()) {
      if (!change.path.startsWith(`${root}/`) || !change.content) continue;
      const file = join(outputRoot, change.path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, change.content);
      if (/\.tsx?$/.test(file)) generatedFiles.push(file);
    }
  });
  afterAll(() => rmSync(outputRoot, { recursive: true, force: true }));

  const paths = {
    [`@facet/${feature}-domain`]: [join(featureRoot, 'domain/src/index.ts')],
    [`@facet/${feature}-api`]: [join(featureRoot, 'api/src/index.ts')],
    [`@facet/${feature}-web`]: [join(featureRoot, 'web/src/index.ts')],
  };
  const isTestOrStory = (file: string) => /\.(test|stories)\.tsx?$/.test(file);
  /** Which side's compiler settings check a generated file, as the workspace's tsconfigs split them. */
  const sideOf = (file: string) => {
    if (file.includes('/domain/')) return isTestOrStory(file) ? 'server' : 'isomorphic';
    if (file.includes('/api/')) return 'server';
    return isTestOrStory(file) ? 'test' : 'client';
  };

  it('typechecks with the settings of its side and lints clean', async () => {
    const sourceFiles = new Map<string, ts.SourceFile | undefined>();
    const programs = (['isomorphic', 'server', 'client', 'test'] as const).map((side) => {
      const configFile = join(workspaceRoot, `tsconfig.${side}.json`);
      const { config } = ts.readConfigFile(configFile, ts.sys.readFile) as { config: object };
      const { options } = ts.parseJsonConfigFileContent(config, ts.sys, workspaceRoot);
      const sideOptions = { ...options, paths, incremental: false };
      // Each side parses the workspace's libraries once for all four programs.
      const host = ts.createCompilerHost(sideOptions);
      const parse = host.getSourceFile.bind(host);
      host.getSourceFile = (fileName, languageVersion, ...rest) => {
        if (!sourceFiles.has(fileName)) {
          sourceFiles.set(fileName, parse(fileName, languageVersion, ...rest));
        }
        return sourceFiles.get(fileName);
      };
      const rootNames = generatedFiles.filter((file) => sideOf(file) === side);
      // Vitest's setup file gives the web tests the jest-dom matchers.
      if (side === 'test') rootNames.push(join(workspaceRoot, 'tools/testing/dom-setup.ts'));
      return { side, program: ts.createProgram({ rootNames, options: sideOptions, host }) };
    });

    const typeErrors = programs.flatMap(({ side, program }) =>
      generatedFiles
        .filter((file) => sideOf(file) === side)
        .flatMap((file) => {
          const source = program.getSourceFile(file);
          return [
            ...program.getSyntacticDiagnostics(source),
            ...program.getSemanticDiagnostics(source),
          ];
        })
        .map((diagnostic) => {
          const where = diagnostic.file?.fileName.slice(featureRoot.length + 1) ?? '';
          return `${side}: ${where} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
        }),
    );
    expect(typeErrors).toEqual([]);

    const eslint = new ESLint({
      cwd: workspaceRoot,
      // dist/ is ignored by the workspace's config; this output is what the generator writes.
      ignore: false,
      overrideConfig: {
        languageOptions: {
          parserOptions: {
            projectService: false,
            programs: programs.map(({ program }) => program),
          },
        },
      },
    });
    const lintErrors = (await eslint.lintFiles(generatedFiles)).flatMap((result) =>
      result.messages.map(
        (message) =>
          `${result.filePath.slice(featureRoot.length + 1)}:${message.line} ${message.ruleId ?? ''} ${message.message}`,
      ),
    );
    expect(lintErrors).toEqual([]);
  }, 240_000);
});
