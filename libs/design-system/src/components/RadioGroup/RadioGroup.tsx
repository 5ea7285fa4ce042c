import type { ReactNode } from 'react';
import {
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, Label } from '../Field/Field';
import { radio, radioCircle, radioGroup, radioOptions } from './RadioGroup.css';

export interface RadioGroupProps extends Omit<
  RACRadioGroupProps,
  'className' | 'style' | 'children'
> {
  /** The question the options answer; names the group. */
  label: string;
  /** `Radio` elements. */
  children: ReactNode;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
}

/** One choice among a few visible options (answer scale, theme). Arrow keys move the choice. */
export function RadioGroup({
  label,
  children,
  description,
  errorMessage,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} className={radioGroup}>
      <Label>{label}</Label>
      <div className={radioOptions}>{children}</div>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACRadioGroup>
  );
}

export interface RadioProps extends Omit<RACRadioProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
}

export function Radio({ children, ...props }: RadioProps) {
  return (
    <RACRadio {...props} className={radio}>
      <span className={radioCircle} aria-hidden="true" />
      {children}
    </RACRadio>
  );
}
