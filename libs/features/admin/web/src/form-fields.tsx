import { Alert, Select } from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import type { Language } from '@facet/platform-kernel';
import { FormDialog, type FieldErrors, type TextFieldName } from '@facet/platform-web-kit';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { adminMessages as messages, adminProblemMessages } from './messages';

/** The fields of a form with a problem, by their first path segment. */
export function invalidFields(result: z.ZodSafeParseResult<unknown>): Set<string> {
  return new Set((result.error?.issues ?? []).map((issue) => String(issue.path[0] ?? '')));
}

/** The language a created account or company mail is written in. */
export function LanguageSelect({
  value,
  onChange,
}: {
  value: Language;
  onChange: (lang: Language) => void;
}) {
  const intl = useIntl();
  return (
    <Select<Language>
      label={intl.formatMessage(messages.fieldLanguage)}
      options={[
        { id: 'en', label: intl.formatMessage(messages.language_en) },
        { id: 'es', label: intl.formatMessage(messages.language_es) },
        { id: 'pt', label: intl.formatMessage(messages.language_pt) },
      ]}
      selectedKey={value}
      onSelectionChange={(key) => onChange(key as Language)}
    />
  );
}

/** What a create dialog's form gives the binder: `useZodForm`'s values, problems and change. */
interface DialogForm<Values> {
  values: Values;
  fieldErrors: FieldErrors;
  change: (field: TextFieldName<Values>, value: string) => void;
}

/**
 * Binds a required text field of a create dialog to its value and change, and to the one sentence
 * it shows when invalid: `<TextField label="Name" {...field('name', messages.invalidName)} />`.
 */
export function requiredFieldOf<Values>(form: DialogForm<Values>, intl: IntlShape) {
  return (name: TextFieldName<Values>, problem: MessageDescriptor) => ({
    value: form.values[name] as string,
    onChange: (value: string) => form.change(name, value),
    isRequired: true,
    isInvalid: Boolean(form.fieldErrors[name]),
    errorMessage: intl.formatMessage(problem),
  });
}

export interface CreateDialogProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  isSending?: boolean | undefined;
  failure?: ApiFailure | undefined;
  /** What each failed status means; any other says the creation failed. */
  lang: Language;
  onLangChange: (lang: Language) => void;
  onSubmit: () => void;
  /** The fields above the language. */
  children: ReactNode;
}

/** A back-office create dialog: the failure, the fields, the mail's language, cancel and create. */
export function CreateDialog({
  failure,
  lang,
  onLangChange,
  children,
  ...dialog
}: CreateDialogProps) {
  const intl = useIntl();
  return (
    <FormDialog
      {...dialog}
      submitLabel={intl.formatMessage(messages.create)}
      cancelLabel={intl.formatMessage(messages.cancel)}
    >
      {failure && (
        <Alert tone="critical">
          {failureText(intl, failure, adminProblemMessages, messages.createFailed)}
        </Alert>
      )}
      {children}
      <LanguageSelect value={lang} onChange={onLangChange} />
    </FormDialog>
  );
}
