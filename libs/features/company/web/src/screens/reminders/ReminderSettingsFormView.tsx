import type { ReminderSettings } from '@facet/company-domain';
import { Card } from '@facet/design-system';
import { LoadFailedCard, LoadingCard } from '@facet/platform-web-kit';
import type { ApiFailure } from '@facet/platform-api-client';
import { useIntl } from 'react-intl';
import { companyMessages as messages } from '../../messages';
import { ReminderSettingsForm } from './ReminderSettingsForm';

export interface ReminderSettingsFormViewProps {
  settings?: ReminderSettings | undefined;
  isLoading?: boolean;
  loadFailure?: ApiFailure | undefined;
  onRetry?: () => void;
  /** Company admins (and platform admins) change the settings; managers read them. */
  canEdit?: boolean;
  isSaving?: boolean;
  saveFailure?: ApiFailure | undefined;
  /** The last save went through. */
  isSaved?: boolean;
  onSave?: (settings: ReminderSettings) => void;
  /** Starts with these values instead of the saved ones (stories of invalid input). */
  draft?: Partial<ReminderSettings>;
}

/** The company's reminder settings: on or off, days before each reminder, reminders per person. */
export function ReminderSettingsFormView({
  settings,
  isLoading,
  loadFailure,
  onRetry,
  ...form
}: ReminderSettingsFormViewProps) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.reminderSettingsTitle);
  if (loadFailure) {
    return (
      <LoadFailedCard
        title={title}
        message={intl.formatMessage(messages.loadReminderSettingsFailed)}
        onRetry={onRetry}
        headingLevel={3}
      />
    );
  }
  if (isLoading || !settings) {
    return <LoadingCard title={title} message={intl.formatMessage(messages.loading)} />;
  }
  return (
    <Card title={title}>
      <ReminderSettingsForm settings={settings} {...form} />
    </Card>
  );
}
