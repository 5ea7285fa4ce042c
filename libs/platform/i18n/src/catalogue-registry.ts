import type { Language } from '@facet/platform-kernel';
import { mergeCatalogues, type Catalogue } from './catalogue';

type MessagesByLanguage = Record<Language, Record<string, string>>;
type AnyCatalogue = Pick<Catalogue<string>, 'byLanguage'>;

/**
 * The messages of the catalogues loaded so far. The app starts with the shell's catalogues and
 * adds each area's when that area's code loads, so a first visit downloads only the texts it
 * shows. Every addition goes through `mergeCatalogues`, which refuses a duplicated id.
 */
export interface CatalogueRegistry {
  /** Adds catalogues; one already added (the same object) is skipped, as areas share some. */
  add: (...catalogues: AnyCatalogue[]) => void;
  /** The merged messages; a new object after each addition, for `useSyncExternalStore`. */
  getMessages: () => MessagesByLanguage;
  subscribe: (listener: () => void) => () => void;
}

export function createCatalogueRegistry(): CatalogueRegistry {
  const added: AnyCatalogue[] = [];
  const listeners = new Set<() => void>();
  let messages = mergeCatalogues(added);
  return {
    add(...catalogues) {
      const fresh = catalogues.filter(
        (catalogue, index) => !added.includes(catalogue) && catalogues.indexOf(catalogue) === index,
      );
      if (fresh.length === 0) return;
      messages = mergeCatalogues([...added, ...fresh]);
      added.push(...fresh);
      listeners.forEach((listener) => listener());
    },
    getMessages: () => messages,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The app's registry, which `LanguageProvider` reads when it is given no fixed catalogues. A
 * lazily loaded area adds its catalogues here before it renders, so no message id ever shows.
 */
export const appCatalogues = createCatalogueRegistry();
