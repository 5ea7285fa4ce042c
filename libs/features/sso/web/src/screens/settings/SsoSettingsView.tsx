import { Card, ErrorState, Skeleton, Stack, Text } from '@facet/design-system';
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
      <Card title={title}>
        <ErrorState
          message={intl.formatMessage(messages.loadFailed)}
          onRetry={onRetry}
          headingLevel={3}
        />
      </Card>
    );
  }
  if (isLoading || !answer) {
    return (
      <Card title={title}>
        <Stack space="small">
          <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>
          <Skeleton shape="text" />
          <Skeleton shape="text" />
        </Stack>
      </Card>
    );
  }
  return (
    <Card title={title}>
      <SsoSettingsForm settings={answer.settings} redirectUri={answer.redirectUri} {...form} />
    </Card>
  );
}
