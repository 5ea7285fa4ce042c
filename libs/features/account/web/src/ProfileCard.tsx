import { useGetResultsQuery } from '@facet/assessment-web';
import { readApiFailure } from '@facet/platform-api-client';
import { showToast } from '@facet/design-system';
import { languages, type Language } from '@facet/platform-kernel';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  useGetMeQuery,
  useLeaveCompanyMutation,
  useUpdateMyProfileMutation,
} from './account-endpoints';
import { accountMessages as messages } from './messages';
import { ProfileCardView } from './ProfileCardView';
import { clearStoredRole, storeUserName } from './stored-user';

/** The profile card with its calls; keeps the stored user record in step with the server. */
export function ProfileCard() {
  const intl = useIntl();
  const me = useGetMeQuery();
  // The Results tab asks for the same first page, so this costs no extra call.
  const results = useGetResultsQuery({ page: 1 });
  const [updateProfile, update] = useUpdateMyProfileMutation();
  const [leaveCompany, leaving] = useLeaveCompanyMutation();
  const [isLeaveDialogOpen, setLeaveDialogOpen] = useState(false);
  const lang: Language = languages.find((language) => intl.locale.startsWith(language)) ?? 'en';

  return (
    <ProfileCardView
      profile={me.data}
      isLoading={me.isLoading}
      hasFinishedAssessment={(results.data?.results.length ?? 0) > 0}
      loadFailure={me.isError ? readApiFailure(me.error) : undefined}
      onRetry={() => void me.refetch()}
      isSaving={update.isLoading}
      saveFailure={readApiFailure(update.error)}
      onSaveName={async (name) => {
        const answer = await updateProfile({ name });
        if ('error' in answer) return false;
        storeUserName(answer.data.name);
        showToast({ title: intl.formatMessage(messages.nameSaved), tone: 'positive' });
        return true;
      }}
      isLeaveDialogOpen={isLeaveDialogOpen}
      onLeaveDialogOpenChange={(isOpen) => {
        if (isOpen) leaving.reset();
        setLeaveDialogOpen(isOpen);
      }}
      leaveFailure={readApiFailure(leaving.error)}
      onLeave={async () => {
        const answer = await leaveCompany({ lang });
        // Rejecting keeps the dialog open with the refusal (400, 409) or the default message.
        if ('error' in answer) throw new Error('leave-company failed');
        clearStoredRole();
        showToast({ title: intl.formatMessage(messages.leftCompany), tone: 'positive' });
      }}
    />
  );
}
