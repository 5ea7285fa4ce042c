import type { Plugin } from '@hapi/hapi';
import type { AssessmentPorts } from './assessment-ports';
import { consentRoute } from './routes/diagnoses/consent';
import { launchRoute } from './routes/diagnoses/launch';
import { progressRoute } from './routes/diagnoses/progress';
import { restartRoute } from './routes/diagnoses/restart';
import { resultsRoute } from './routes/diagnoses/results';
import { submitRoute } from './routes/diagnoses/submit';

/**
 * The assessment calls of the user area (spec/api.md §7): launch, consent, submit and results,
 * the progress the screens offering to start or continue read, and the restart of an open attempt
 * in another language.
 * Needs the session plugin registered first (the 'user' strategy). What it needs of memberships
 * and licences comes in its options (`AssessmentPorts`).
 */
export const assessmentPlugin: Plugin<AssessmentPorts> = {
  name: 'facet-assessment',
  dependencies: ['facet-session'],
  register(server, ports) {
    server.route([
      launchRoute(ports),
      consentRoute(),
      submitRoute(ports),
      resultsRoute(),
      progressRoute(ports),
      restartRoute(ports),
    ]);
  },
};
