import { readApiFailure } from '@facet/platform-api-client';
import { useGetBrandingQuery } from '../../company-endpoints';
import { CompanyHomeWelcomeView } from './CompanyHomeWelcomeView';

/**
 * The signed-in member's company greeting for /home. A person who has left the company meanwhile
 * (404) sees nothing rather than an error.
 */
export function CompanyHomeWelcome() {
  const branding = useGetBrandingQuery();
  if (readApiFailure(branding.error)?.status === 404) return null;
  return (
    <CompanyHomeWelcomeView
      branding={branding.data?.branding}
      isLoading={branding.isLoading}
      hasLoadFailed={branding.isError}
      onRetry={() => void branding.refetch()}
    />
  );
}
