import { createPlatformAdminSchema } from '@facet/admin-domain';
import { PasswordField, TextField } from '@facet/design-system';
import type { Language } from '@facet/platform-kernel';
import { useZodForm, type FormDialogState } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { CreateDialog, requiredFieldOf } from '../../form-fields';
import { adminMessages as messages } from '../../messages';

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
  const { values } = form;
  const confirmationInvalid = form.triedToSend && values.confirmation !== values.password;
  const field = requiredFieldOf(form, intl);

  const submit = async () => {
    if (!form.validate() || values.confirmation !== values.password) return;
    if (await onSubmit(createPlatformAdminSchema.parse(values))) form.reset();
  };

  return (
    <CreateDialog
      title={intl.formatMessage(kind === 'user' ? messages.createUser : messages.createAdmin)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isSending={isSending}
      failure={failure}
      lang={values.lang}
      onLangChange={(lang) => form.change('lang', lang)}
      onSubmit={() => void submit()}
    >
      <TextField
        label={intl.formatMessage(messages.fieldName)}
        autoFocus
        {...field('name', messages.invalidName)}
      />
      <TextField
        label={intl.formatMessage(messages.fieldEmail)}
        type="email"
        {...field('email', messages.invalidEmail)}
      />
      <PasswordField
        label={intl.formatMessage(messages.fieldPassword)}
        autoComplete="new-password"
        {...field('password', messages.invalidPassword)}
      />
      <PasswordField
        label={intl.formatMessage(messages.fieldPasswordConfirmation)}
        autoComplete="new-password"
        {...field('confirmation', messages.passwordsDiffer)}
        isInvalid={confirmationInvalid}
      />
    </CreateDialog>
  );
}
