import { Alert, Button, Form, FormActions, Stack, TextField } from '@facet/design-system';
import type { ApiFailure } from '@facet/platform-api-client';
import { useIntl } from 'react-intl';
import { accountMessages as messages } from './messages';
import type { ProfileNameFormState } from './use-profile-name-form';

export interface ProfileNameFormProps {
  form: ProfileNameFormState;
  isSaving: boolean | undefined;
  saveFailure: ApiFailure | undefined;
}

/** The profile card in edit mode: the name, saved or cancelled. */
export function ProfileNameForm({ form, isSaving, saveFailure }: ProfileNameFormProps) {
  const intl = useIntl();
  return (
    <Form onSubmit={form.submit} validationBehavior="aria">
      <Stack space="medium">
        {saveFailure && saveFailure.status !== 400 && (
          <Alert tone="critical">{intl.formatMessage(messages.updateFailed)}</Alert>
        )}
        <TextField
          label={intl.formatMessage(messages.fieldName)}
          name="name"
          value={form.name}
          onChange={form.setName}
          isRequired
          autoComplete="name"
          isInvalid={form.nameError !== undefined}
          errorMessage={form.nameError}
        />
        <FormActions>
          <Button type="submit" isPending={isSaving}>
            {intl.formatMessage(messages.saveChanges)}
          </Button>
          <Button variant="secondary" onPress={form.cancel}>
            {intl.formatMessage(messages.cancel)}
          </Button>
        </FormActions>
      </Stack>
    </Form>
  );
}
