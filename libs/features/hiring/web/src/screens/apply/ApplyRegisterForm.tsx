import {
  Alert,
  Button,
  Checkbox,
  FormActions,
  Link,
  PasswordField,
  Select,
  Text,
  TextField,
} from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { languageNames } from '@facet/platform-i18n';
import type { Language } from '@facet/platform-kernel';
import { StackedForm } from '@facet/platform-web-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { hiringMessages as messages, hiringProblemMessages } from '../../messages';
import type { ApplyField, ApplyFormValues } from './use-apply-form';

export interface ApplyRegisterFormProps {
  companyName: string;
  languages: readonly Language[];
  values: ApplyFormValues;
  invalid: ReadonlySet<ApplyField>;
  onChange: <Field extends ApplyField>(field: Field, value: ApplyFormValues[Field]) => void;
  onSubmit: () => void;
  isSending?: boolean;
  failure?: ApiFailure;
}

/** A visitor registers to apply: name, address, password, the assessment's language, consent. */
export function ApplyRegisterForm({
  companyName,
  languages,
  values,
  invalid,
  onChange,
  onSubmit,
  isSending,
  failure,
}: ApplyRegisterFormProps) {
  const intl = useIntl();
  const say = intl.formatMessage;
  return (
    <StackedForm onSubmit={onSubmit}>
      {failure && (
        <Alert tone="critical">
          {failureText(intl, failure, hiringProblemMessages, messages.applyFailed)}
        </Alert>
      )}
      <TextField
        label={say(messages.fieldName)}
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={(name) => onChange('name', name)}
        isInvalid={invalid.has('name')}
        errorMessage={say(messages.nameProblem)}
      />
      <TextField
        label={say(messages.fieldEmail)}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(email) => onChange('email', email)}
        isInvalid={invalid.has('email')}
        errorMessage={say(messages.emailProblem)}
      />
      <PasswordField
        label={say(messages.fieldPassword)}
        description={say(messages.passwordDescription)}
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(password) => onChange('password', password)}
        isInvalid={invalid.has('password')}
        errorMessage={say(messages.passwordProblem)}
      />
      {languages.length > 1 && (
        <Select<Language>
          label={say(messages.fieldLanguage)}
          options={languages.map((language) => ({ id: language, label: languageNames[language] }))}
          selectedKey={values.lang}
          onSelectionChange={(key) => onChange('lang', key as Language)}
        />
      )}
      <Checkbox
        isSelected={values.consent}
        onChange={(consent) => onChange('consent', consent)}
        isInvalid={invalid.has('consent')}
      >
        {say(messages.consentLabel, { company: companyName })}
      </Checkbox>
      {invalid.has('consent') && (
        <Text size="small" tone="critical">
          {say(messages.consentProblem)}
        </Text>
      )}
      <Text size="small" tone="secondary">
        <FormattedMessage
          {...messages.termsNotice}
          values={{
            terms: (chunks) => (
              <Link key="terms" href="/terms-of-use">
                {chunks}
              </Link>
            ),
            privacy: (chunks) => (
              <Link key="privacy" href="/privacy-policy">
                {chunks}
              </Link>
            ),
          }}
        />
      </Text>
      <FormActions>
        <Button type="submit" variant="primary" isPending={isSending}>
          {say(messages.submitRegistration)}
        </Button>
      </FormActions>
    </StackedForm>
  );
}
