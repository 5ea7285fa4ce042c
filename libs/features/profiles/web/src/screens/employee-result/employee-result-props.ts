import type { ApiFailure } from '@facet/platform-api-client';
import type { EmployeeResultReportAnswer, ProfileRecord } from '@facet/profiles-domain';

/*
 * What an employee's result page shows and answers, apart from the view, so its parts (the
 * withheld result) can name it without importing the view that renders them.
 */

export interface EmployeeResultViewProps {
  answer?: EmployeeResultReportAnswer;
  /** The profiles the comparison may use: the company's and the platform's. */
  profiles: readonly Pick<ProfileRecord, 'profile_id' | 'name'>[];
  isLoading?: boolean;
  loadFailure?: ApiFailure;
  onRetry?: () => void;
  /**
   * Saves the choice at once (null: no comparison). Without it the chosen profile is shown but
   * cannot be changed (the back office has no call for it).
   */
  onChooseProfile?: (profileId: number | null) => void;
  isChoosing?: boolean;
  choiceFailure?: ApiFailure;
  /** Whether the choice just made was saved: said beside the picker, where it covers nothing. */
  isChoiceSaved?: boolean;
  onDownloadPdf: () => void;
  isPreparingPdf?: boolean;
  pdfFailure?: ApiFailure;
  /**
   * Grants one free retake of an invalid result. Without it a grant already made is shown but
   * none is offered (the back office has no call for it).
   */
  onGrantRetake?: () => void;
  isGrantingRetake?: boolean;
  retakeFailure?: ApiFailure;
  /** When the grant just made was recorded, before the result is read again. */
  retakeGrantedAt?: string;
  /** The person's interview guide against the chosen profile (company panel only). */
  interviewGuideHref?: string;
  /** Where "back" goes: the employee's page or the group's. */
  backHref: string;
  backLabel: string;
}
