import { showToast } from '@facet/design-system';
import type { CandidateRetentionMonths } from '@facet/hiring-domain';
import { actingAsMember, readApiFailure } from '@facet/platform-api-client';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetHiringSettingsQuery, useUpdateHiringSettingsMutation } from '../../hiring-endpoints';
import { hiringMessages as messages } from '../../messages';
import { RetentionSettingView } from './RetentionSettingView';

/** The company's retention period for candidates, read and saved through the hiring settings. */
export function RetentionSetting() {
  const intl = useIntl();
  const settings = useGetHiringSettingsQuery({ acting: actingAsMember });
  const [update, updating] = useUpdateHiringSettingsMutation();
  const [chosen, setChosen] = useState<CandidateRetentionMonths>();
  return (
    <RetentionSettingView
      saved={settings.data?.settings.candidateRetentionMonths}
      chosen={chosen}
      isLoading={settings.isLoading}
      loadFailure={readApiFailure(settings.error)}
      onChoose={setChosen}
      onSave={async () => {
        if (chosen === undefined) return;
        const answer = await update({ acting: actingAsMember, candidateRetentionMonths: chosen });
        if ('error' in answer) return;
        setChosen(undefined);
        showToast({
          title: intl.formatMessage(messages.retentionSaved, { months: chosen }),
          tone: 'positive',
        });
      }}
      isSaving={updating.isLoading}
      saveFailure={readApiFailure(updating.error)}
    />
  );
}
