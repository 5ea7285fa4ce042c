import { failureText, type ApiFailure } from '@facet/platform-api-client';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { companyProblemMessages } from '../../messages';

/**
 * The load error of an employee's tab: a 404 (the person left the company) cannot be retried,
 * any other failure can.
 */
export function employeeTabLoadError(
  intl: IntlShape,
  failure: ApiFailure | undefined,
  fallback: MessageDescriptor,
  onRetry: (() => void) | undefined,
) {
  return {
    loadError: failure && failureText(intl, failure, companyProblemMessages, fallback),
    onRetry: failure?.status === 404 ? undefined : onRetry,
  };
}
