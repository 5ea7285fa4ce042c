import type { CompanyBranding } from '@facet/company-domain';
import { ErrorState, Skeleton, Stack, Text } from '@facet/design-system';
import { CompanyWelcome } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { companyMessages as messages } from '../../messages';

export interface CompanyHomeWelcomeViewProps {
  branding?: CompanyBranding;
  isLoading?: boolean;
  hasLoadFailed?: boolean;
  onRetry?: () => void;
}

/**
 * The company's logo and welcome line on the home page of a person who belongs to it (D68's
 * `CompanyWelcome`, D71): a placeholder while it loads, a way to try again if it fails, and
 * nothing for a company that set neither.
 */
export function CompanyHomeWelcomeView({
  branding,
  isLoading,
  hasLoadFailed,
  onRetry,
}: CompanyHomeWelcomeViewProps) {
  const intl = useIntl();
  if (hasLoadFailed) {
    return (
      <ErrorState
        title={intl.formatMessage(messages.homeWelcomeFailed)}
        message={intl.formatMessage(messages.homeWelcomeFailedHint)}
        onRetry={onRetry}
      />
    );
  }
  if (isLoading || !branding) {
    return (
      <div aria-busy="true">
        <Stack space="xsmall">
          <Text size="small" tone="secondary">
            {intl.formatMessage(messages.homeWelcomeLoading)}
          </Text>
          <Skeleton shape="block" />
        </Stack>
      </div>
    );
  }
  return <CompanyWelcome {...branding} />;
}
