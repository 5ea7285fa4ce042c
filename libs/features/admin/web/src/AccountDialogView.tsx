import { createPlatformAdminSchema } from '@facet/admin-domain';
import { Alert, PasswordField, TextField } from '@facet/design-system';
import { failureText } from '@facet/platform-api-client';
import type { Language } from '@facet/platform-kernel';
import { FormDialog, useZodForm, type FormDialogState } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { LanguageSelect } from './form-fields';
import { adminMessages as messages } from './messages';

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  lang: Language;
}

export interface AccountDialogViewProps extends FormDialogState<NewAccount> {
  /** A user (POST /auth/register) or a platform admin (POST /admin/create): the same fields. */
  kind: 'user' | 'admin';
}

const emptyAccount = {
  name: '',
  email: '',
  password: '',
  confirmation: '',
  lang: 'en' as Language,
};

/** Create user / create admin: name, e-mail, password typed twice, language. */
export function AccountDialogView({
  kind,
  isOpen,
  onOpenChange,
  isSending,
  failure,
  onSubmit,
}: AccountDialogViewProps) {
  const intl = useIntl();
  // Both calls share the admin password rules (spec/product.md §5), so one schema checks them.
  const form = useZodForm(createPlatformAdminSchema, emptyAccount);
  const { values, fieldErrors } = form;
  const confirmationInvalid = form.triedToSend && values.confirmation !== values.password;
  const set = (name: Exclude<keyof typeof emptyAccount, 'lang'>) => (value: string) =>
    form.change(name, value);

  const submit = async () => {
    if (!form.validate() || values.confirmation !== values.password) return;
    if (await onSubmit(createPlatformAdminSchema.parse(values))) form.reset();
  };

  return (
    <FormDialog
      title={intl.formatMessage(kind === 'user' ? messages.createUser : messages.createAdmin)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      submitLabel={intl.formatMessage(messages.create)}
      cancelLabel={intl.formatMessage(messages.cancel)}
      isSending={isSending}
      onSubmit={() => void submit()}
    >
      {failure && (
        <Alert tone="critical">
          {failureText(intl, failure, { 409: messages.emailInUse }, messages.createFailed)}
        </Alert>
      )}
      <TextField
        label={intl.formatMessage(messages.fieldName)}
        value={values.name}
        onChange={set('name')}
        isRequired
        autoFocus
        isInvalid={Boolean(fieldErrors.name)}
        errorMessage={intl.formatMessage(messages.invalidName)}
      />
      <TextField
        label={intl.formatMessage(messages.fieldEmail)}
        type="email"
        value={values.email}
        onChange={set('email')}
        isRequired
        isInvalid={Boolean(fieldErrors.email)}
        errorMessage={intl.formatMessage(messages.invalidEmail)}
      />
      <PasswordField
        label={intl.formatMessage(messages.fieldPassword)}
        value={values.password}
        onChange={set('password')}
        autoComplete="new-password"
        isRequired
        isInvalid={Boolean(fieldErrors.password)}
        errorMessage={intl.formatMessage(messages.invalidPassword)}
      />
      <PasswordField
        label={intl.formatMessage(messages.fieldPasswordConfirmation)}
        value={values.confirmation}
        onChange={set('confirmation')}
        autoComplete="new-password"
        isRequired
        isInvalid={confirmationInvalid}
        errorMessage={intl.formatMessage(messages.passwordsDiffer)}
      />
      <LanguageSelect value={values.lang} onChange={(lang) => form.change('lang', lang)} />
    </FormDialog>
  );
}
