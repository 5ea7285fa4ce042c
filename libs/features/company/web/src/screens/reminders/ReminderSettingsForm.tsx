import {
  reminderDaysRange,
  reminderSettingsSchema,
  reminderTimesRange,
  type ReminderSettings,
} from '@facet/company-domain';
import {
  Alert,
  Button,
  Form,
  FormActions,
  NumberField,
  Stack,
  Switch,
  Text,
} from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { companyMessages as messages, companyProblemMessages } from '../../messages';

export interface ReminderSettingsFormProps {
  settings: ReminderSettings;
  canEdit?: boolean | undefined;
  isSaving?: boolean | undefined;
  saveFailure?: ApiFailure | undefined;
  isSaved?: boolean | undefined;
  onSave?: ((settings: ReminderSettings) => void) | undefined;
  draft?: Partial<ReminderSettings> | undefined;
}

/**
 * The reminder settings' form, from the saved settings (or a draft): read-only for managers,
 * each number checked by the settings' schema once a save has been tried.
 */
export function ReminderSettingsForm({
  settings,
  canEdit,
  isSaving,
  saveFailure,
  isSaved,
  onSave,
  draft,
}: ReminderSettingsFormProps) {
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
