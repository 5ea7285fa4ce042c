import { actingAsMember, readApiFailure, type CompanyActing } from '@facet/platform-api-client';
import { useGetSsoSettingsQuery, useSaveSsoSettingsMutation } from '../../sso-endpoints';
import { SsoSettingsView } from './SsoSettingsView';

/**
 * The company's single sign-on settings, read and saved through the API: the signed-in admin's
 * own company, or in the back office the company a platform admin opened (D77).
 */
export function SsoSettingsTab({ acting = actingAsMember }: { acting?: CompanyActing }) {
  const settings = useGetSsoSettingsQuery(acting);
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
      onSave={(update) => void save({ ...update, acting })}
    />
  );
}
