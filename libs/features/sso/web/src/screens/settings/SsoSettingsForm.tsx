import {
  Alert,
  Button,
  Form,
  FormActions,
  PasswordField,
  Stack,
  Switch,
  Text,
  TextField,
} from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import type { SsoSettings, SsoSettingsUpdate } from '@facet/sso-domain';
import { useIntl } from 'react-intl';
import { ssoMessages as messages, ssoProblemMessages } from '../../messages';
import { useSsoSettingsForm, type SsoSettingsDraft } from './use-sso-settings-form';

export interface SsoSettingsFormProps {
  /** The stored provider; null before one is set up. */
  settings: SsoSettings | null;
  /** The address to register with the provider. */
  redirectUri: string;
  isSaving?: boolean | undefined;
  saveFailure?: ApiFailure | undefined;
  isSaved?: boolean | undefined;
  onSave?: ((update: SsoSettingsUpdate) => void) | undefined;
  draft?: Partial<SsoSettingsDraft> | undefined;
}

/** The company's identity provider: issuer, client, the domains it vouches for, and "require SSO". */
export function SsoSettingsForm({
  settings,
  redirectUri,
  isSaving,
  saveFailure,
  isSaved,
  onSave,
  draft,
}: SsoSettingsFormProps) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const form = useSsoSettingsForm(settings, onSave, draft);
  return (
    <Form onSubmit={form.submit}>
      <Stack space="medium">
        <Text tone="secondary">{say(messages.settingsIntro)}</Text>
        <Text weight="strong">{redirectUri}</Text>
        {!settings && <Alert tone="info">{say(messages.notSetUp)}</Alert>}
        {saveFailure && (
          <Alert tone="critical">
            {failureText(intl, saveFailure, ssoProblemMessages, messages.saveFailed)}
          </Alert>
        )}
        {isSaved && !saveFailure && <Alert tone="positive">{say(messages.saved)}</Alert>}
        <TextField
          label={say(messages.issuerLabel)}
          description={say(messages.issuerDescription)}
          type="url"
          placeholder="https://"
          value={form.values.issuer}
          onChange={(issuer) => form.change('issuer', issuer)}
          isRequired
          isInvalid={form.isInvalid('issuer')}
          errorMessage={say(messages.issuerInvalid)}
        />
        <TextField
          label={say(messages.clientIdLabel)}
          value={form.values.clientId}
          onChange={(clientId) => form.change('clientId', clientId)}
          isRequired
          isInvalid={form.isInvalid('clientId')}
          errorMessage={say(messages.clientIdInvalid)}
        />
        <PasswordField
          label={say(messages.clientSecretLabel)}
          description={say(
            settings?.hasClientSecret ? messages.clientSecretStored : messages.clientSecretNew,
          )}
          autoComplete="new-password"
          value={form.values.clientSecret}
          onChange={(clientSecret) => form.change('clientSecret', clientSecret)}
          isRequired={!settings?.hasClientSecret}
          isInvalid={form.isInvalid('clientSecret')}
          errorMessage={say(messages.clientSecretInvalid)}
        />
        <TextField
          label={say(messages.domainsLabel)}
          description={say(messages.domainsDescription)}
          value={form.values.domains}
          onChange={(domains) => form.change('domains', domains)}
          isRequired
          isInvalid={form.isInvalid('domains')}
          errorMessage={say(messages.domainsInvalid)}
        />
        <Switch
          isSelected={form.values.requireSso}
          onChange={(requireSso) => form.change('requireSso', requireSso)}
        >
          {say(messages.requireSso)}
        </Switch>
        <Text tone="secondary" size="small">
          {say(messages.requireSsoNote)}
        </Text>
        <FormActions>
          <Button type="submit" isPending={isSaving} onPress={form.touch}>
            {say(messages.save)}
          </Button>
        </FormActions>
      </Stack>
    </Form>
  );
}
