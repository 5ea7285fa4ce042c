import { PasswordField } from '@facet/design-system';
import { useIntl } from 'react-intl';
import { sessionCatalogue } from './messages';
import { useFieldProblemText } from './session-form';

const { messages } = sessionCatalogue;

export interface NewPasswordFieldsProps {
  /** The name of the new password's field: `password` or `newPassword`, as the call names it. */
  name: 'password' | 'newPassword';
  password: string;
  confirmPassword: string;
  passwordError?: string;
  confirmPasswordError?: string;
  onPasswordChange: (password: string) => void;
  onConfirmPasswordChange: (confirmPassword: string) => void;
}

/** A new password with its rules, and its confirmation (spec/product.md §5). */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const intl = useIntl();
  const problemText = useFieldProblemText();
  return (
    <>
      <PasswordField
        label={intl.formatMessage(messages.newPassword)}
        description={intl.formatMessage(messages.passwordRules)}
        name={props.name}
        autoComplete="new-password"
        value={props.password}
        onChange={props.onPasswordChange}
        isInvalid={Boolean(props.passwordError)}
        errorMessage={problemText(props.passwordError)}
      />
      <PasswordField
        label={intl.formatMessage(messages.confirmPassword)}
        name="confirmPassword"
        autoComplete="new-password"
        value={props.confirmPassword}
        onChange={props.onConfirmPasswordChange}
        isInvalid={Boolean(props.confirmPasswordError)}
        errorMessage={problemText(props.confirmPasswordError)}
      />
    </>
  );
}
