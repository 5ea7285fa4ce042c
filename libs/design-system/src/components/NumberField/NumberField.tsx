import {
  Button as RACButton,
  Group,
  Input,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, Label } from '../Field/Field';
import { fieldGroup, fieldGroupButton, fieldRoot, groupedInput } from '../private/field.css';
import { MinusIcon, PlusIcon } from '../private/icons';

export interface NumberFieldProps extends Omit<
  RACNumberFieldProps,
  'className' | 'style' | 'children'
> {
  label: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
}

/**
 * A number with steppers; arrow keys step, the value is formatted for the reader's locale and
 * clamped to minValue/maxValue (licence counts, profile ranges).
 */
export function NumberField({ label, description, errorMessage, ...props }: NumberFieldProps) {
  return (
    <RACNumberField {...props} className={fieldRoot}>
      <Label>{label}</Label>
      <Group className={fieldGroup}>
        <RACButton slot="decrement" className={fieldGroupButton}>
          <MinusIcon />
        </RACButton>
        <Input className={groupedInput} />
        <RACButton slot="increment" className={fieldGroupButton}>
          <PlusIcon />
        </RACButton>
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACNumberField>
  );
}
