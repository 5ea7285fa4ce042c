import { createCompanyFormSchema } from '@facet/admin-domain';
import { TextField } from '@facet/design-system';
import type { Language } from '@facet/platform-kernel';
import { useZodForm, type FormDialogState } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { CreateDialog, requiredFieldOf } from '../../form-fields';
import { adminMessages as messages } from '../../messages';

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
    <CreateDialog
      title={intl.formatMessage(messages.createCompany)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isSending={isSending}
      failure={failure}
      lang={values.lang}
      onLangChange={(lang) => form.change('lang', lang)}
      onSubmit={() => void submit()}
    >
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
    </CreateDialog>
  );
}
