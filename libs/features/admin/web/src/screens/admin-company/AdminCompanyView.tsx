import { ErrorState, Link, Stack, Text } from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { adminMessages as messages, adminProblemMessages } from '../../messages';

export interface AdminCompanyViewProps {
  isLoading?: boolean;
  loadFailure?: ApiFailure;
  onRetry?: () => void;
  /** The company panel's screens on this company, once it is known to exist. */
  panel?: ReactNode;
}

/** /admin/dashboard/company/{company_id}: the way back, then the company panel of the company. */
export function AdminCompanyView({
  isLoading,
  loadFailure,
  onRetry,
  panel,
}: AdminCompanyViewProps) {
  const intl = useIntl();
  const back = (
    <Link href="/admin/dashboard?tab=companies">
      {intl.formatMessage(messages.backToDashboard)}
    </Link>
  );
  if (loadFailure) {
    return (
      <Stack space="medium">
        {back}
        <ErrorState
          message={failureText(intl, loadFailure, adminProblemMessages, messages.companyLoadFailed)}
          onRetry={loadFailure.status === 404 ? undefined : onRetry}
        />
      </Stack>
    );
  }
  return (
    <Stack space="large">
      {back}
      {isLoading || !panel ? (
        <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>
      ) : (
        panel
      )}
    </Stack>
  );
}
