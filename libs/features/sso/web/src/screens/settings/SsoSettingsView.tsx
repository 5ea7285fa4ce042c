import { Card } from '@facet/design-system';
import { LoadFailedCard, LoadingCard } from '@facet/platform-web-kit';
import type { ApiFailure } from '@facet/platform-api-client';
import type { SsoSettingsAnswer } from '@facet/sso-domain';
import { useIntl } from 'react-intl';
import { ssoMessages as messages } from '../../messages';
import { SsoSettingsForm, type SsoSettingsFormProps } from './SsoSettingsForm';

export interface SsoSettingsViewProps extends Omit<
  SsoSettingsFormProps,
  'settings' | 'redirectUri'
> {
  answer?: SsoSettingsAnswer | undefined;
  isLoading?: boolean;
  loadFailure?: ApiFailure | undefined;
  onRetry?: () => void;
}

/** The "Single sign-on" tab of the company panel, for company admins. */
export function SsoSettingsView({
  answer,
  isLoading,
  loadFailure,
  onRetry,
  ...form
}: SsoSettingsViewProps) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.settingsTitle);
  if (loadFailure) {
    return (
      <LoadFailedCard
        title={title}
        message={intl.formatMessage(messages.loadFailed)}
        onRetry={onRetry}
        headingLevel={3}
      />
    );
  }
  if (isLoading || !answer) {
    return <LoadingCard title={title} message={intl.formatMessage(messages.loading)} />;
  }
  return (
    <Card title={title}>
      <SsoSettingsForm settings={answer.settings} redirectUri={answer.redirectUri} {...form} />
    </Card>
  );
}
