import {
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, Label } from '../Field/Field';
import { fieldControl, fieldRoot } from '../private/field.css';

/**
 * `date` is the browser's own date field: it shows and reads the day in the reader's locale and
 * keeps the value as `YYYY-MM-DD`, the form every date filter of the API takes.
 */
export const textFieldTypes = ['text', 'email', 'tel', 'url', 'date'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps extends Omit<
  RACTextFieldProps,
  'className' | 'style' | 'children' | 'type'
> {
  /** The visible label; it is also the accessible name. */
  label: string;
  /** Help shown under the field and read with it. */
  description?: string;
  /** The message shown when invalid; by default the browser's validation message. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** @default 'text' */
  type?: TextFieldType;
}

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  type = 'text',
  ...props
}: TextFieldProps) {
  return (
    <RACTextField {...props} type={type} className={fieldRoot}>
      <Label>{label}</Label>
      <Input className={fieldControl} placeholder={placeholder} />
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
