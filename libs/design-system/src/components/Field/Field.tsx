import {
  FieldError as RACFieldError,
  Label as RACLabel,
  Text,
  type FieldErrorProps as RACFieldErrorProps,
  type LabelProps as RACLabelProps,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { description, fieldError, label } from './Field.css';

/**
 * The pieces every field is made of. Inside a React Aria field they are wired up by context:
 * the label names the control, the description and the error describe it.
 */
export function Label(props: Omit<RACLabelProps, 'className' | 'style'>) {
  return <RACLabel {...props} className={label} />;
}

export function Description({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className={description}>
      {children}
    </Text>
  );
}

/** Shown only while the field is invalid; without children it shows the validation message. */
export function FieldError(props: Omit<RACFieldErrorProps, 'className' | 'style'>) {
  return <RACFieldError {...props} className={fieldError} />;
}
