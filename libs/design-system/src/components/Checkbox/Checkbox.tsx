import type { ReactNode } from 'react';
import {
  Checkbox as RACCheckbox,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components';
import { CheckIcon, MinusIcon } from '../private/icons';
import { checkbox, checkboxBox } from './Checkbox.css';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'className' | 'style' | 'children'> {
  /** The label, read as the checkbox's name (e.g. "Stay logged in", "I accept the terms"). */
  children: ReactNode;
}

export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={checkboxBox} aria-hidden="true">
            {isIndeterminate ? <MinusIcon /> : isSelected ? <CheckIcon /> : null}
          </span>
          <span>{children}</span>
        </>
      )}
    </RACCheckbox>
  );
}
