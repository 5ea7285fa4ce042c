import { createPlatformAdminSchema } from '@facet/admin-domain';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  Form,
  PasswordField,
  Stack,
  TextField,
} from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import type { Language } from '@facet/platform-kernel';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { invalidFields, LanguageSelect } from './form-fields';
import { adminMessages as messages } from './messages';

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  lang: Language;
}

export interface AccountDialogViewProps {
  /** A user (POST /auth/register) or a platform admin (POST /admin/create): the same fields. */
  kind: 'user' | 'admin';
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  isSending?: boolean;
  failure?: ApiFailure;
  /** Resolves true when created, so the dialog closes and empties. */
  onSubmit: (account: NewAccount) => Promise<boolean>;
}

const emptyAccount = { name: '', email: '', password: '', confirmation: '' };

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
  const [fields, setFields] = useState(emptyAccount);
  const [lang, setLang] = useState<Language>('en');
  const [touched, setTouched] = useState(false);
  // Both calls share the admin password rules (spec/product.md §5), so one schema checks them.
  const parsed = createPlatformAdminSchema.safeParse({ ...fields, lang });
  const invalid = touched ? invalidFields(parsed) : new Set<string>();
  const confirmationInvalid = touched && fields.confirmation !== fields.password;
  const set = (name: keyof typeof emptyAccount) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!parsed.success || fields.confirmation !== fields.password) return;
    if (await onSubmit(parsed.data)) {
      setFields(emptyAccount);
      setTouched(false);
    }
  };

  return (
    <Dialog
      title={intl.formatMessage(kind === 'user' ? messages.createUser : messages.createAdmin)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {(close) => (
        <Form onSubmit={submit}>
          <Stack space="medium">
            {failure && (
              <Alert tone="critical">
                {failureText(intl, failure, { 409: messages.emailInUse }, messages.createFailed)}
              </Alert>
            )}
            <TextField
              label={intl.formatMessage(messages.fieldName)}
              value={fields.name}
              onChange={set('name')}
              isRequired
              autoFocus
              isInvalid={invalid.has('name')}
              errorMessage={intl.formatMessage(messages.invalidName)}
            />
            <TextField
              label={intl.formatMessage(messages.fieldEmail)}
              type="email"
              value={fields.email}
              onChange={set('email')}
              isRequired
              isInvalid={invalid.has('email')}
              errorMessage={intl.formatMessage(messages.invalidEmail)}
            />
            <PasswordField
              label={intl.formatMessage(messages.fieldPassword)}
              value={fields.password}
              onChange={set('password')}
              autoComplete="new-password"
              isRequired
              isInvalid={invalid.has('password')}
              errorMessage={intl.formatMessage(messages.invalidPassword)}
            />
            <PasswordField
              label={intl.formatMessage(messages.fieldPasswordConfirmation)}
              value={fields.confirmation}
              onChange={set('confirmation')}
              autoComplete="new-password"
              isRequired
              isInvalid={confirmationInvalid}
              errorMessage={intl.formatMessage(messages.passwordsDiffer)}
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
