import type { CompanyMutation } from '@facet/company-web';
import type { ProblemMessages } from '@facet/platform-api-client';

/**
 * "Mark as hired" for a position's ranking (D94). Hiring owns the hire and profiles the ranking,
 * and profiles may not import hiring (hiring imports profiles), so the app passes hiring's in
 * (`profilesRoutes({ applicantHiring })`), as it passes session's way in to hiring's routes.
 */
export interface ApplicantHiring {
  /** Marks an application hired, by its id, for the signed-in manager's company. */
  useHireApplication: () => CompanyMutation<number, unknown>;
  /** Hiring's sentences for the hire's refusals (an application withdrawn meanwhile). */
  problemMessages: ProblemMessages;
}
