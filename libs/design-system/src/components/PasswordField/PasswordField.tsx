import { useState } from 'react';
import {
  Button as RACButton,
  Group,
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { designSystemCatalogue } from '../../catalogue';
import { Description, FieldError, Label } from '../Field/Field';
import { fieldGroup, fieldGroupButton, fieldRoot, groupedInput } from '../private/field.css';
import { EyeIcon, EyeOffIcon } from '../private/icons';

export interface PasswordFieldProps extends Omit<
  RACTextFieldProps,
  'className' | 'style' | 'children' | 'type'
> {
  label: string;
  /** Put the password rules here, so they are read with the field. */
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  /**
   * 'current-password' on login, 'new-password' when choosing one, so password managers help.
   * @default 'current-password'
   */
  autoComplete?: 'current-password' | 'new-password';
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({
  label,
  description,
  errorMessage,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const intl = useIntl();
  const [isVisible, setVisible] = useState(false);
  const toggleLabel = intl.formatMessage(
    isVisible
      ? designSystemCatalogue.messages.hidePassword
      : designSystemCatalogue.messages.showPassword,
  );
  return (
    <RACTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      className={fieldRoot}
    >
      <Label>{label}</Label>
      <Group className={fieldGroup}>
        <Input className={groupedInput} />
        <RACButton
          className={fieldGroupButton}
          aria-label={toggleLabel}
          onPress={() => setVisible((visible) => !visible)}
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </RACButton>
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
