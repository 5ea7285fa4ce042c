import { guidePageCatalogues } from '@facet/interview-guides-web';
import { legalPagesCatalogue } from '@facet/public-site-web';
import { mergeCatalogues, type Catalogue } from '@facet/platform-i18n';
import { describe, expect, it } from 'vitest';
import { shellCatalogues } from './catalogues';
import { areaCatalogues } from './signed-in-areas';

/**
 * The app loads its catalogues in parts (shell at once, areas, legal pages and the interview
 * guide's page later), so a duplicated id would only fail once both parts met in one visit. These
 * checks run over all of them together, and over every catalogue the web libs declare, so none is
 * left unloaded.
 */
type AnyCatalogue = Pick<Catalogue<string>, 'byLanguage'>;

const everyLoadedCatalogue: AnyCatalogue[] = [
  ...shellCatalogues,
  ...areaCatalogues,
  legalPagesCatalogue,
  ...guidePageCatalogues,
];

function isCatalogue(value: unknown): value is AnyCatalogue {
  return typeof value === 'object' && value !== null && 'byLanguage' in value;
}

const declaredCatalogues = Object.values(
  import.meta.glob<Record<string, unknown>>(
    ['../../../../libs/**/src/**/{*catalogue,messages}.ts', '!**/platform/mail/**'],
    { eager: true },
  ),
).flatMap((module) => Object.values(module).filter(isCatalogue));

describe('the app catalogues', () => {
  it('declare every message id once across the shell, the areas and the legal pages', () => {
    expect(() => mergeCatalogues(everyLoadedCatalogue)).not.toThrow();
  });

  it('include every catalogue a web lib declares', () => {
    expect(declaredCatalogues.length).toBeGreaterThan(10);
    const unloaded = declaredCatalogues.filter(
      (catalogue) => !everyLoadedCatalogue.includes(catalogue),
    );
    expect(unloaded.map((catalogue) => Object.keys(catalogue.byLanguage.en)[0])).toEqual([]);
  });

  it('have a text in every language for every id', () => {
    const merged = mergeCatalogues(everyLoadedCatalogue);
    const englishIds = Object.keys(merged.en).sort();
    expect(Object.keys(merged.es).sort()).toEqual(englishIds);
    expect(Object.keys(merged.pt).sort()).toEqual(englishIds);
  });
});
