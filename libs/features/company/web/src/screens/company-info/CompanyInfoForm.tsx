import { accessProblems } from '@facet/platform-kernel';
import { Alert, Button, Checkbox, Form, FormActions, Stack, TextField } from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { useIntl } from 'react-intl';
import { companyMessages as messages, companyProblemMessages } from '../../messages';

import type { useCompanyInfoForm } from './use-company-info-form';

export interface CompanyInfoFormProps {
  form: ReturnType<typeof useCompanyInfoForm>;
  isSaving?: boolean | undefined;
  saveFailure?: ApiFailure | undefined;
}

/** The company's name and address being edited, with why a save failed. */
export function CompanyInfoForm({ form, isSaving, saveFailure }: CompanyInfoFormProps) {
  const intl = useIntl();
  return (
    <Form onSubmit={form.submit}>
      <Stack space="medium">
        {saveFailure && (
          <Alert tone="critical">
            {failureText(
              intl,
              saveFailure,
              {
                ...companyProblemMessages,
                [accessProblems.roleRequired.code]: messages.updateForbidden,
              },
              messages.updateFailed,
            )}
          </Alert>
        )}
        <TextField
          label={intl.formatMessage(messages.fieldName)}
          value={form.name}
          onChange={form.setName}
          isRequired
          isInvalid={form.touched && !form.nameValid}
          errorMessage={intl.formatMessage(messages.nameInvalid)}
        />
        <TextField
          label={intl.formatMessage(messages.fieldEmail)}
          type="email"
          value={form.email}
          onChange={form.setEmail}
          isRequired
          isInvalid={form.touched && !form.emailValid}
          errorMessage={intl.formatMessage(messages.emailInvalid)}
        />
        <Checkbox isSelected={form.requireSecondFactor} onChange={form.setRequireSecondFactor}>
          {intl.formatMessage(messages.requireSecondFactor)}
        </Checkbox>
        <FormActions>
          <Button type="submit" isPending={isSaving} onPress={form.markTouched}>
            {intl.formatMessage(messages.save)}
          </Button>
          <Button variant="secondary" onPress={form.cancel}>
            {intl.formatMessage(messages.cancel)}
          </Button>
        </FormActions>
      </Stack>
    </Form>
  );
}
