import { createCompanyFormSchema } from '@facet/admin-domain';
import { Alert, TextField } from '@facet/design-system';
import { failureText } from '@facet/platform-api-client';
import type { Language } from '@facet/platform-kernel';
import { FormDialog, useZodForm, type FormDialogState } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { LanguageSelect, requiredFieldOf } from './form-fields';
import { adminMessages as messages } from './messages';

export interface NewCompany {
  name: string;
  email: string;
  adminEmail: string;
  lang: Language;
}

export type CreateCompanyDialogViewProps = FormDialogState<NewCompany>;

const emptyCompany = {
  name: '',
  email: '',
  adminEmail: '',
  adminEmailConfirmation: '',
  lang: 'en' as Language,
};

/** Create company: name, e-mail and its administrator's e-mail, confirmed by a second entry. */
export function CreateCompanyDialogView({
  isOpen,
  onOpenChange,
  isSending,
  failure,
  onSubmit,
}: CreateCompanyDialogViewProps) {
  const intl = useIntl();
  const form = useZodForm(createCompanyFormSchema, emptyCompany);
  const { values } = form;
  const field = requiredFieldOf(form, intl);

  const submit = async () => {
    if (!form.validate()) return;
    const { name, email, adminEmail, lang } = createCompanyFormSchema.parse(values);
    if (await onSubmit({ name, email, adminEmail, lang })) form.reset();
  };

  return (
    <FormDialog
      title={intl.formatMessage(messages.createCompany)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      submitLabel={intl.formatMessage(messages.create)}
      cancelLabel={intl.formatMessage(messages.cancel)}
      isSending={isSending}
      onSubmit={() => void submit()}
    >
      {failure && (
        <Alert tone="critical">
          {failureText(
            intl,
            failure,
            {
              404: messages.companyAdminMissing,
              409: messages.companyInUse,
              422: messages.companyAdminTaken,
            },
            messages.createFailed,
          )}
        </Alert>
      )}
      <TextField
        label={intl.formatMessage(messages.fieldCompanyName)}
        autoFocus
        {...field('name', messages.invalidCompanyName)}
      />
      <TextField
        label={intl.formatMessage(messages.fieldCompanyEmail)}
        type="email"
        {...field('email', messages.invalidEmail)}
      />
      <TextField
        label={intl.formatMessage(messages.fieldAdminEmail)}
        description={intl.formatMessage(messages.adminEmailHelp)}
        type="email"
        {...field('adminEmail', messages.invalidEmail)}
      />
      <TextField
        label={intl.formatMessage(messages.fieldAdminEmailConfirmation)}
        type="email"
        {...field('adminEmailConfirmation', messages.emailsDiffer)}
      />
      <LanguageSelect value={values.lang} onChange={(lang) => form.change('lang', lang)} />
    </FormDialog>
  );
}
