import { readApiFailure } from '@facet/platform-api-client';
import { useGetSsoSettingsQuery, useSaveSsoSettingsMutation } from '../../sso-endpoints';
import { SsoSettingsView } from './SsoSettingsView';

/** The company's single sign-on settings, read and saved through the API. */
export function SsoSettingsTab() {
  const settings = useGetSsoSettingsQuery();
  const [save, saving] = useSaveSsoSettingsMutation();
  return (
    <SsoSettingsView
      answer={settings.data}
      isLoading={settings.isLoading}
      loadFailure={readApiFailure(settings.error)}
      onRetry={() => void settings.refetch()}
      isSaving={saving.isLoading}
      saveFailure={readApiFailure(saving.error)}
      isSaved={saving.isSuccess}
      onSave={(update) => void save(update)}
    />
  );
}
