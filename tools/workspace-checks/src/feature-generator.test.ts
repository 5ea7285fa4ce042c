import { createRequire } from 'node:module';
import { readJson, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from 'nx/src/generators/testing-utils/create-tree-with-empty-workspace';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { featureGenerator } = require('@facet/generators') as {
  featureGenerator: (
    tree: Tree,
    options: { name: string; layers?: string[]; skipFormat?: boolean },
  ) => Promise<unknown>;
};

describe('the feature generator', () => {
  it('scaffolds domain, api and web packages with their tags, index, test and story', async () => {
    const tree = createTreeWithEmptyWorkspace();
    await featureGenerator(tree, { name: 'team-notes', skipFormat: true });
    const root = 'libs/features/team-notes';
    expect(readJson(tree, `${root}/domain/package.json`).nx.tags).toEqual([
      'scope:team-notes',
      'type:domain',
      'side:isomorphic',
    ]);
    expect(readJson(tree, `${root}/api/package.json`).nx.tags).toContain('type:api');
    expect(readJson(tree, `${root}/web/package.json`).exports).toEqual({ '.': './src/index.ts' });
    for (const file of [
      'domain/src/index.ts',
      'domain/src/team-notes-schemas.test.ts',
      'api/src/plugin.ts',
      'api/src/plugin.test.ts',
      'web/src/TeamNotesView.tsx',
      'web/src/TeamNotesView.stories.tsx',
      'web/src/TeamNotesView.test.tsx',
      'web/src/messages.ts',
    ]) {
      expect(tree.exists(`${root}/${file}`), file).toBe(true);
    }
    expect(tree.read(`${root}/web/src/messages.ts`, 'utf8')).toContain(
      "defineCatalogue('teamNotes'",
    );
  });

  it('refuses to overwrite a feature that exists', async () => {
    const tree = createTreeWithEmptyWorkspace();
    await featureGenerator(tree, { name: 'groups', layers: ['domain'], skipFormat: true });
    await expect(featureGenerator(tree, { name: 'groups', skipFormat: true })).rejects.toThrow(
      /already exists/,
    );
  });
});
