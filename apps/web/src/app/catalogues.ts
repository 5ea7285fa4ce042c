import { accountCatalogue } from '@facet/account-web';
import { assessmentCatalogue } from '@facet/assessment-web';
import { companyCatalogue } from '@facet/company-web';
import { designSystemCatalogue } from '@facet/design-system';
import { mergeCatalogues } from '@facet/platform-i18n';
import { publicSiteCatalogues } from '@facet/public-site-web';
import { reportsCatalogue } from '@facet/reports-web';
import { scalesCatalogue } from '@facet/scales';
import { sessionCatalogue, sessionFieldProblemCatalogue } from '@facet/session-web';

/** Every lib's messages in one map per language; a duplicated id fails at start. */
export const catalogues = mergeCatalogues([
  designSystemCatalogue,
  ...publicSiteCatalogues,
  companyCatalogue,
  accountCatalogue,
  sessionCatalogue,
  sessionFieldProblemCatalogue,
  assessmentCatalogue,
  reportsCatalogue,
  scalesCatalogue,
]);
