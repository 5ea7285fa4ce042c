import { useCompanyDataSource } from '@facet/company-web';
import { showToast } from '@facet/design-system';
import { readApiFailure } from '@facet/platform-api-client';
import type { ProfileContent } from '@facet/profiles-domain';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { profilesMessages as messages } from '../../messages';
import { CopyProfileSource, CopyResultSource } from './ProfileCopySources';
import { ProfileEditorView } from './ProfileEditorView';
import { ProfileStartingPoints, type ApplyStartingPoint } from './ProfileStartingPoints';
import { useProfilesDataSource } from '../../profiles-data-source';
import { profilePagePath } from '../profiles-table/ProfilesTableView';

/** Templates and the two copies, over the data sources in scope. */
function startingPointsFor(excludedProfileId?: number) {
  return function StartingPoints(apply: ApplyStartingPoint) {
    return (
      <ProfileStartingPoints
        onApply={apply}
        copyProfile={(close) => (
          <CopyProfileSource onApply={apply} close={close} excludedProfileId={excludedProfileId} />
        )}
        copyResult={(close) => <CopyResultSource onApply={apply} close={close} />}
      />
    );
  };
}

/**
 * /company-panel/profile/create (and the back office's .../company/{id}/profile/create, with the
 * admin data sources): saves, then opens the new profile.
 */
export function ProfileCreatePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { panelPath } = useCompanyDataSource();
  const [create, creating] = useProfilesDataSource().useCreateProfile();
  return (
    <ProfileEditorView
      mode="create"
      panelPath={panelPath}
      startingPoints={startingPointsFor()}
      isSaving={creating.isLoading}
      saveFailure={readApiFailure(creating.error)}
      onSave={async (content: ProfileContent) => {
        const answer = await create(content);
        if ('error' in answer || !answer.data) return false;
        showToast({ title: intl.formatMessage(messages.saved), tone: 'positive' });
        void navigate(profilePagePath(answer.data.profile.profile_id, panelPath));
        return true;
      }}
    />
  );
}

/** /company-panel/profile/{id} (and the back office's): view, then Edit, Cancel, Save. */
export function ProfileDetailPage() {
  const intl = useIntl();
  const profileId = Number(useParams()['id']);
  const { panelPath } = useCompanyDataSource();
  const source = useProfilesDataSource();
  const profile = source.useProfile(profileId);
  const [update, updating] = source.useUpdateProfile();
  const record = profile.data?.profile;
  return (
    <ProfileEditorView
      // A fresh editor per loaded version, so Cancel returns to what the server holds.
      key={record?.updated_at ?? 'loading'}
      mode="view"
      panelPath={panelPath}
      startingPoints={startingPointsFor(record?.profile_id)}
      profile={record}
      isLoading={profile.isLoading}
      loadFailure={readApiFailure(profile.error)}
      onRetry={() => void profile.refetch()}
      isSaving={updating.isLoading}
      saveFailure={readApiFailure(updating.error)}
      onSave={async (content) => {
        if (!record) return false;
        const answer = await update({
          ...content,
          profile_id: record.profile_id,
          updated_at: record.updated_at,
        });
        if ('error' in answer) return false;
        showToast({ title: intl.formatMessage(messages.saved), tone: 'positive' });
        return true;
      }}
    />
  );
}
