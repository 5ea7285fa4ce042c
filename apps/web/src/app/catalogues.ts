import { mergeCatalogues } from '@facet/platform-i18n';
import { publicSiteCatalogue } from '@facet/public-site-web';

/** Every lib's messages in one map per language; a duplicated id fails at start. */
export const catalogues = mergeCatalogues([publicSiteCatalogue]);
