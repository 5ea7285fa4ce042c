import type { CompanyBranding } from '@facet/company-domain';
import { Card, Stack, Text } from '@facet/design-system';
import { LoadFailedCard, LoadingCard } from '@facet/platform-web-kit';
import type { ApiFailure } from '@facet/platform-api-client';
import { useIntl } from 'react-intl';
import { companyMessages as messages } from '../../messages';
import { CompanyLogoSection } from './CompanyLogoSection';
import { WelcomeLineForm } from './WelcomeLineForm';

export interface CompanyBrandingCardViewProps {
  branding?: CompanyBranding;
  isLoading?: boolean;
  loadFailure?: ApiFailure;
  onRetry?: () => void;
  /** Company admins change the logo and the line; managers see them. */
  canEdit?: boolean;
  /** The welcome line as being written, and whether it may be saved as it is. */
  welcomeLineDraft: string;
  welcomeLineInvalid?: boolean;
  onWelcomeLineChange?: (line: string) => void;
  onSaveWelcomeLine?: () => void;
  isSavingWelcomeLine?: boolean;
  welcomeLineFailure?: ApiFailure;
  onChooseLogo?: (file: File) => void;
  onRemoveLogo?: () => void;
  isSavingLogo?: boolean;
  logoFailure?: ApiFailure;
}

/** The company's logo and welcome line: what the people it invites see of it. */
export function CompanyBrandingCardView({
  branding,
  isLoading,
  loadFailure,
  onRetry,
  canEdit,
  welcomeLineDraft,
  welcomeLineInvalid,
  onWelcomeLineChange,
  onSaveWelcomeLine,
  isSavingWelcomeLine,
  welcomeLineFailure,
  onChooseLogo,
  onRemoveLogo,
  isSavingLogo,
  logoFailure,
}: CompanyBrandingCardViewProps) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.brandingTitle);
  if (loadFailure) {
    return (
      <LoadFailedCard
        title={title}
        message={intl.formatMessage(messages.loadBrandingFailed)}
        onRetry={onRetry}
      />
    );
  }
  if (isLoading || !branding) {
    return <LoadingCard title={title} message={intl.formatMessage(messages.loading)} />;
  }
  return (
    <Card title={title}>
      <Stack space="large">
        <Text tone="secondary">{intl.formatMessage(messages.brandingIntro)}</Text>
        <CompanyLogoSection
          branding={branding}
          canEdit={canEdit}
          onChooseLogo={onChooseLogo}
          onRemoveLogo={onRemoveLogo}
          isSavingLogo={isSavingLogo}
          logoFailure={logoFailure}
        />
        {canEdit ? (
          <WelcomeLineForm
            welcomeLineDraft={welcomeLineDraft}
            welcomeLineInvalid={welcomeLineInvalid}
            onWelcomeLineChange={onWelcomeLineChange}
            onSaveWelcomeLine={onSaveWelcomeLine}
            isSavingWelcomeLine={isSavingWelcomeLine}
            welcomeLineFailure={welcomeLineFailure}
          />
        ) : (
          <Stack space="small">
            <Text weight="medium">{intl.formatMessage(messages.welcomeLineLabel)}</Text>
            <Text tone={branding.welcomeLine ? undefined : 'secondary'}>
              {branding.welcomeLine ?? intl.formatMessage(messages.noWelcomeLine)}
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
