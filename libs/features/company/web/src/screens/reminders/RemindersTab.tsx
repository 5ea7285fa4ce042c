import { actsAsCompanyAdmin, type ReminderTargetRecord } from '@facet/company-domain';
import { Card, showToast, Stack } from '@facet/design-system';
import { readApiFailure } from '@facet/platform-api-client';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCompanyDataSource } from '../../company-data-source';
import { companyMessages as messages } from '../../messages';
import { ReminderSettingsFormView } from './ReminderSettingsFormView';
import { ReminderTargetsTableView } from './ReminderTargetsTableView';

/** The Reminders tab: the company's settings, and who it waits for with a reminder at hand. */
export function RemindersTab() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const source = useCompanyDataSource();
  const company = source.useCompany();
  const settings = source.useReminderSettings();
  const [saveSettings, saving] = source.useUpdateReminderSettings();
  const [isSaved, setSaved] = useState(false);
  const targets = source.useReminderTargets(page);
  const [sendReminder, sending] = source.useSendReminder();
  const [sendingTo, setSendingTo] = useState<ReminderTargetRecord>();

  const remind = async (target: ReminderTargetRecord) => {
    setSendingTo(target);
    const answer = await sendReminder(
      target.kind === 'invitation'
        ? { kind: 'invitation', invitation_id: target.invitation_id }
        : { kind: 'assessment', user_id: target.user_id },
    );
    setSendingTo(undefined);
    if ('error' in answer) return;
    showToast({
      title: intl.formatMessage(messages.reminderSent, { recipient: target.recipient }),
      tone: 'positive',
    });
  };

  return (
    <Stack space="large">
      <ReminderSettingsFormView
        settings={settings.data?.settings}
        isLoading={settings.isLoading}
        loadFailure={readApiFailure(settings.error)}
        onRetry={() => void settings.refetch()}
        canEdit={actsAsCompanyAdmin(company.data?.company.viewerRole)}
        isSaving={saving.isLoading}
        saveFailure={readApiFailure(saving.error)}
        isSaved={isSaved}
        onSave={(update) => {
          setSaved(false);
          void saveSettings(update).then((answer) => setSaved(!('error' in answer)));
        }}
      />
      <Card title={intl.formatMessage(messages.reminderTargetsTitle)}>
        <ReminderTargetsTableView
          targets={targets.data?.targets ?? []}
          page={targets.data?.page ?? page}
          totalPages={targets.data?.totalPages ?? 1}
          isLoading={targets.isLoading}
          loadFailure={readApiFailure(targets.error)}
          onRetry={() => void targets.refetch()}
          onPageChange={setPage}
          sendingTo={sendingTo}
          sendFailure={readApiFailure(sending.error)}
          onSendReminder={(target) => void remind(target)}
        />
      </Card>
    </Stack>
  );
}
