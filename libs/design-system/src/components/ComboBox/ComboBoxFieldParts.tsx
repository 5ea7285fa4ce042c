import { Button as RACButton, Group, Input, type ValidationResult } from 'react-aria-components';
import { Description, FieldError, Label } from '../Field/Field';
import { fieldGroup, fieldGroupButton, groupedInput } from '../private/field.css';
import { ChevronDownIcon } from '../private/icons';
import { comboBoxInput } from './ComboBox.css';

export interface ComboBoxFieldPartsProps {
  label: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
}

/**
 * What a searchable list's field shows above its popover: label, the input with its open
 * button, description and error. The ComboBox and the MultiSelect share it, inside a React Aria
 * ComboBox.
 */
export function ComboBoxFieldParts({
  label,
  description,
  errorMessage,
  placeholder,
}: ComboBoxFieldPartsProps) {
  return (
    <>
      <Label>{label}</Label>
      <Group className={fieldGroup}>
        <Input className={`${groupedInput} ${comboBoxInput}`} placeholder={placeholder} />
        <RACButton className={fieldGroupButton}>
          <ChevronDownIcon />
        </RACButton>
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}
