import { designSystemCatalogue } from '@facet/design-system';
import { mergeCatalogues } from '@facet/platform-i18n';
import type { Language } from '@facet/platform-kernel';
import { scalesCatalogue } from '@facet/scales';
import { reportsCatalogue } from './messages';

const merged = mergeCatalogues([designSystemCatalogue, scalesCatalogue, reportsCatalogue]);

/** The lib's messages in one language, for `renderWithProviders` in this lib's tests. */
export function messagesIn(language: Language): Record<string, string> {
  return merged[language];
}
