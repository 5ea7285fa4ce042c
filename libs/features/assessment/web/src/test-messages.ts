import { designSystemCatalogue } from '@facet/design-system';
import { mergeCatalogues } from '@facet/platform-i18n';
import type { Language } from '@facet/platform-kernel';
import { assessmentCatalogue } from './messages';

const merged = mergeCatalogues([designSystemCatalogue, assessmentCatalogue]);

/** The lib's messages in one language, for `renderWithProviders` in this lib's tests. */
export function messagesIn(language: Language): Record<string, string> {
  return merged[language];
}
