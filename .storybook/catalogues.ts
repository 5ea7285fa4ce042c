import { mergeCatalogues, type Catalogue } from '@facet/platform-i18n';

/**
 * Every lib declares its messages in a `*catalogue.ts` or `messages.ts` file; Storybook gathers
 * them all, so a new lib's stories are translated without touching this folder.
 */
const catalogueModules = import.meta.glob<Record<string, unknown>>(
  '../libs/**/src/**/{*catalogue,messages}.ts',
  { eager: true },
);

function isCatalogue(value: unknown): value is Pick<Catalogue<string>, 'byLanguage'> {
  return typeof value === 'object' && value !== null && 'byLanguage' in value;
}

export const storybookMessages = mergeCatalogues(
  Object.values(catalogueModules).flatMap((module) => Object.values(module).filter(isCatalogue)),
);
