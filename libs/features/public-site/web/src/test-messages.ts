import { designSystemCatalogue } from '@facet/design-system';
import { mergeCatalogues } from '@facet/platform-i18n';
import type { Language } from '@facet/platform-kernel';
import { legalPagesCatalogue } from './legal-catalogue';
import { publicSiteCatalogue } from './messages';
import { publicPagesCatalogue } from './pages-catalogue';

const merged = mergeCatalogues([
  designSystemCatalogue,
  publicSiteCatalogue,
  publicPagesCatalogue,
  legalPagesCatalogue,
]);

/** The lib's messages in one language, for `renderWithProviders` in this lib's tests. */
export function messagesIn(language: Language): Record<string, string> {
  return merged[language];
}
