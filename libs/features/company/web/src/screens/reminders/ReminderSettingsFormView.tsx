import {
  reminderDaysRange,
  reminderSettingsSchema,
  reminderTimesRange,
  type ReminderSettings,
} from '@facet/company-domain';
import {
  Alert,
  Button,
  Card,
  ErrorState,
  Form,
  FormActions,
  NumberField,
  Skeleton,
  Stack,
  Switch,
  Text,
} from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { companyMessages as messages, companyProblemMessages } from '../../messages';

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
      <Card title={title}>
        <ErrorState
          message={intl.formatMessage(messages.loadReminderSettingsFailed)}
          onRetry={onRetry}
          headingLevel={3}
        />
      </Card>
    );
  }
  if (isLoading || !settings) {
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
      <ReminderSettingsForm settings={settings} {...form} />
    </Card>
  );
}

function ReminderSettingsForm({
  settings,
  canEdit,
  isSaving,
  saveFailure,
  isSaved,
  onSave,
  draft,
}: Omit<ReminderSettingsFormViewProps, 'settings'> & { settings: ReminderSettings }) {
  const intl = useIntl();
  const [enabled, setEnabled] = useState(draft?.enabled ?? settings.enabled);
  const [daysAfter, setDaysAfter] = useState(draft?.daysAfter ?? settings.daysAfter);
  const [times, setTimes] = useState(draft?.times ?? settings.times);
  const [touched, setTouched] = useState(draft !== undefined);
  const daysValid = reminderSettingsSchema.shape.daysAfter.safeParse(daysAfter).success;
  const timesValid = reminderSettingsSchema.shape.times.safeParse(times).success;
  const readOnly = !canEdit;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (daysValid && timesValid) onSave?.({ enabled, daysAfter, times });
  };
  return (
    <Form onSubmit={submit}>
      <Stack space="medium">
        <Text tone="secondary">{intl.formatMessage(messages.reminderSettingsIntro)}</Text>
        {readOnly && (
          <Alert tone="info">{intl.formatMessage(messages.reminderSettingsReadOnly)}</Alert>
        )}
        {saveFailure && (
          <Alert tone="critical">
            {failureText(
              intl,
              saveFailure,
              companyProblemMessages,
              messages.reminderSettingsSaveFailed,
            )}
          </Alert>
        )}
        {isSaved && !saveFailure && (
          <Alert tone="positive">{intl.formatMessage(messages.reminderSettingsSaved)}</Alert>
        )}
        <Switch isSelected={enabled} onChange={setEnabled} isDisabled={readOnly}>
          {intl.formatMessage(messages.remindersEnabled)}
        </Switch>
        <NumberField
          label={intl.formatMessage(messages.reminderDaysAfter)}
          value={daysAfter}
          onChange={setDaysAfter}
          step={1}
          isRequired
          isDisabled={readOnly}
          isInvalid={touched && !daysValid}
          errorMessage={intl.formatMessage(messages.reminderDaysAfterInvalid, reminderDaysRange)}
        />
        <NumberField
          label={intl.formatMessage(messages.reminderTimes)}
          value={times}
          onChange={setTimes}
          step={1}
          isRequired
          isDisabled={readOnly}
          isInvalid={touched && !timesValid}
          errorMessage={intl.formatMessage(messages.reminderTimesInvalid, reminderTimesRange)}
        />
        {!readOnly && (
          <FormActions>
            <Button type="submit" isPending={isSaving} onPress={() => setTouched(true)}>
              {intl.formatMessage(messages.save)}
            </Button>
          </FormActions>
        )}
      </Stack>
    </Form>
  );
}
