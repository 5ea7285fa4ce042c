import { useId, useState } from 'react';
import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { designSystemCatalogue } from '../../catalogue';
import { Description, FieldError, Label } from '../Field/Field';
import { fieldRoot } from '../private/field.css';
import { counter, textArea } from './TextArea.css';

/** The longest free text the product accepts (messages, descriptions). */
export const defaultTextAreaMaxLength = 600;

export interface TextAreaProps extends Omit<
  RACTextFieldProps,
  'className' | 'style' | 'children' | 'type'
> {
  label: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** @default 600 */
  maxLength?: number;
  /** @default 4 */
  rows?: number;
}

/** Multi-line text with a counter of characters used out of the maximum. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  maxLength = defaultTextAreaMaxLength,
  rows = 4,
  onChange,
  ...props
}: TextAreaProps) {
  const intl = useIntl();
  const counterId = useId();
  const [uncontrolledLength, setUncontrolledLength] = useState(props.defaultValue?.length ?? 0);
  const length = props.value?.length ?? uncontrolledLength;
  return (
    <RACTextField
      {...props}
      maxLength={maxLength}
      onChange={(value) => {
        setUncontrolledLength(value.length);
        onChange?.(value);
      }}
      aria-describedby={[props['aria-describedby'], counterId].filter(Boolean).join(' ')}
      className={fieldRoot}
    >
      <Label>{label}</Label>
      <RACTextArea className={textArea} placeholder={placeholder} rows={rows} />
      <span id={counterId} className={counter} data-at-limit={length >= maxLength || undefined}>
        {intl.formatMessage(designSystemCatalogue.messages.charactersUsed, {
          count: length,
          max: maxLength,
        })}
      </span>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
