import { designSystemCatalogue } from '@facet/design-system';
import { apiClientCatalogue } from '@facet/platform-api-client';
import { publicSiteCatalogues } from '@facet/public-site-web';

/**
 * The messages the public shell shows at once (top bar, footer, banner, landing, about). The
 * signed-in areas add theirs when their code loads (`areaCatalogues`), the legal pages theirs
 * with the page; `appCatalogues` refuses a duplicated id whenever one is added.
 */
export const shellCatalogues = [designSystemCatalogue, apiClientCatalogue, ...publicSiteCatalogues];
