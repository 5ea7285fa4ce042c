import { Alert, Button, Form, FormActions, Stack, TextField } from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { companyMessages as messages } from '../../messages';

export interface WelcomeLineFormProps {
  /** The welcome line as being written, and whether it may be saved as it is. */
  welcomeLineDraft: string;
  welcomeLineInvalid: boolean | undefined;
  onWelcomeLineChange: ((line: string) => void) | undefined;
  onSaveWelcomeLine: (() => void) | undefined;
  isSavingWelcomeLine: boolean | undefined;
  welcomeLineFailure: ApiFailure | undefined;
}

/** The welcome line the company's invitations carry, as company admins write it. */
export function WelcomeLineForm({
  welcomeLineDraft,
  welcomeLineInvalid,
  onWelcomeLineChange,
  onSaveWelcomeLine,
  isSavingWelcomeLine,
  welcomeLineFailure,
}: WelcomeLineFormProps) {
  const intl = useIntl();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSaveWelcomeLine?.();
  };
  return (
    <Form onSubmit={submit}>
      <Stack space="small">
        {welcomeLineFailure && (
          <Alert tone="critical">
            {failureText(intl, welcomeLineFailure, {}, messages.welcomeLineFailed)}
          </Alert>
        )}
        <TextField
          label={intl.formatMessage(messages.welcomeLineLabel)}
          description={intl.formatMessage(messages.welcomeLineHint)}
          value={welcomeLineDraft}
          onChange={onWelcomeLineChange}
          isInvalid={welcomeLineInvalid}
          errorMessage={intl.formatMessage(messages.welcomeLineInvalid)}
        />
        <FormActions>
          <Button type="submit" isPending={isSavingWelcomeLine}>
            {intl.formatMessage(messages.saveWelcomeLine)}
          </Button>
        </FormActions>
      </Stack>
    </Form>
  );
}
