import { PasswordField } from '@facet/design-system';
import { useIntl } from 'react-intl';
import { sessionCatalogue } from './messages';
import { useFieldProblemText } from './session-form';

const { messages } = sessionCatalogue;

type NewPasswordFieldName = 'password' | 'newPassword';

export interface NewPasswordFieldsProps<Name extends NewPasswordFieldName> {
  /** The name of the new password's field: `password` or `newPassword`, as the call names it. */
  name: Name;
  values: Record<Name | 'confirmPassword', string>;
  fieldErrors: Partial<Record<Name | 'confirmPassword', string>>;
  onChange: (field: Name | 'confirmPassword', value: string) => void;
}

/** A new password with its rules, and its confirmation (spec/product.md §5), bound to the form. */
export function NewPasswordFields<Name extends NewPasswordFieldName>({
  name,
  values,
  fieldErrors,
  onChange,
}: NewPasswordFieldsProps<Name>) {
  const intl = useIntl();
  const problemText = useFieldProblemText();
  return (
    <>
      <PasswordField
        label={intl.formatMessage(messages.newPassword)}
        description={intl.formatMessage(messages.passwordRules)}
        name={name}
        autoComplete="new-password"
        value={values[name]}
        onChange={(password) => onChange(name, password)}
        isInvalid={Boolean(fieldErrors[name])}
        errorMessage={problemText(fieldErrors[name])}
      />
      <PasswordField
        label={intl.formatMessage(messages.confirmPassword)}
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(confirm) => onChange('confirmPassword', confirm)}
        isInvalid={Boolean(fieldErrors.confirmPassword)}
        errorMessage={problemText(fieldErrors.confirmPassword)}
      />
    </>
  );
}
