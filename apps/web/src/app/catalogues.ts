import { accountCatalogue } from '@facet/account-web';
import { adminCatalogue } from '@facet/admin-web';
import { assessmentCatalogue } from '@facet/assessment-web';
import { companyCatalogue } from '@facet/company-web';
import { contactCatalogue } from '@facet/contact-web';
import { dataRightsCatalogue, requestFieldProblemCatalogue } from '@facet/data-rights-web';
import { designSystemCatalogue } from '@facet/design-system';
import { groupsCatalogue } from '@facet/groups-web';
import { mergeCatalogues } from '@facet/platform-i18n';
import { profilesCatalogue } from '@facet/profiles-web';
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
  adminCatalogue,
  sessionCatalogue,
  sessionFieldProblemCatalogue,
  assessmentCatalogue,
  reportsCatalogue,
  scalesCatalogue,
  dataRightsCatalogue,
  requestFieldProblemCatalogue,
  contactCatalogue,
  profilesCatalogue,
  groupsCatalogue,
]);
