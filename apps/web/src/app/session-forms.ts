import { kernelWordsCatalogue } from '@facet/platform-kernel-web';
import { requestFieldProblemCatalogue, webKitCatalogue } from '@facet/platform-web-kit';
import {
  passkeyCatalogue,
  secondFactorCatalogue,
  secondFactorProblemCatalogue,
  sessionCatalogue,
  sessionFieldProblemCatalogue,
} from '@facet/session-web';

/**
 * What the sign-in and password pages need beyond the public shell: the store's layout (their
 * forms call the API) and the messages they show. Loaded by these pages alone, so /login fetches
 * none of the signed-in areas' routes or catalogues.
 */
export const sessionFormCatalogues = [
  kernelWordsCatalogue,
  sessionCatalogue,
  sessionFieldProblemCatalogue,
  secondFactorCatalogue,
  secondFactorProblemCatalogue,
  passkeyCatalogue,
  requestFieldProblemCatalogue,
  webKitCatalogue,
];

export { StoreArea } from './StoreArea';
