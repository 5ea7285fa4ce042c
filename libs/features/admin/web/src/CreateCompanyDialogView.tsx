import { createCompanyFormSchema } from '@facet/admin-domain';
import { Alert, Button, Dialog, DialogActions, Form, Stack, TextField } from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import type { Language } from '@facet/platform-kernel';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { invalidFields, LanguageSelect } from './form-fields';
import { adminMessages as messages } from './messages';

export interface NewCompany {
  name: string;
  email: string;
  adminEmail: string;
  lang: Language;
}

export interface CreateCompanyDialogViewProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  isSending?: boolean;
  failure?: ApiFailure;
  onSubmit: (company: NewCompany) => Promise<boolean>;
}

const emptyCompany = { name: '', email: '', adminEmail: '', adminEmailConfirmation: '' };

/** Create company: name, e-mail and its administrator's e-mail, confirmed by a second entry. */
export function CreateCompanyDialogView({
  isOpen,
  onOpenChange,
  isSending,
  failure,
  onSubmit,
}: CreateCompanyDialogViewProps) {
  const intl = useIntl();
  const [fields, setFields] = useState(emptyCompany);
  const [lang, setLang] = useState<Language>('en');
  const [touched, setTouched] = useState(false);
  const parsed = createCompanyFormSchema.safeParse({ ...fields, lang });
  const invalid = touched ? invalidFields(parsed) : new Set<string>();
  const set = (name: keyof typeof emptyCompany) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!parsed.success) return;
    const { name, email, adminEmail } = parsed.data;
    if (await onSubmit({ name, email, adminEmail, lang })) {
      setFields(emptyCompany);
      setTouched(false);
    }
  };

  return (
    <Dialog
      title={intl.formatMessage(messages.createCompany)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {(close) => (
        <Form onSubmit={submit}>
          <Stack space="medium">
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
              value={fields.name}
              onChange={set('name')}
              isRequired
              autoFocus
              isInvalid={invalid.has('name')}
              errorMessage={intl.formatMessage(messages.invalidCompanyName)}
            />
            <TextField
              label={intl.formatMessage(messages.fieldCompanyEmail)}
              type="email"
              value={fields.email}
              onChange={set('email')}
              isRequired
              isInvalid={invalid.has('email')}
              errorMessage={intl.formatMessage(messages.invalidEmail)}
            />
            <TextField
              label={intl.formatMessage(messages.fieldAdminEmail)}
              description={intl.formatMessage(messages.adminEmailHelp)}
              type="email"
              value={fields.adminEmail}
              onChange={set('adminEmail')}
              isRequired
              isInvalid={invalid.has('adminEmail')}
              errorMessage={intl.formatMessage(messages.invalidEmail)}
            />
            <TextField
              label={intl.formatMessage(messages.fieldAdminEmailConfirmation)}
              type="email"
              value={fields.adminEmailConfirmation}
              onChange={set('adminEmailConfirmation')}
              isRequired
              isInvalid={invalid.has('adminEmailConfirmation')}
              errorMessage={intl.formatMessage(messages.emailsDiffer)}
            />
            <LanguageSelect value={lang} onChange={setLang} />
            <DialogActions>
              <Button variant="secondary" onPress={close}>
                {intl.formatMessage(messages.cancel)}
              </Button>
              <Button type="submit" isPending={isSending}>
                {intl.formatMessage(messages.create)}
              </Button>
            </DialogActions>
          </Stack>
        </Form>
      )}
    </Dialog>
  );
}
