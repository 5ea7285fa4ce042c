import type { ReactNode } from 'react';
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { form, formActions } from './Form.css';

export type FormProps = Omit<RACFormProps, 'className' | 'style'>;

/**
 * Lays out its fields one under the other and validates them. Errors from the server go in
 * `validationErrors` (`{ email: 'Already registered' }`), keyed by each field's `name`.
 */
export function Form(props: FormProps) {
  return <RACForm {...props} className={form} />;
}

/**
 * The buttons of a form on a page, main action first: their own width on a wide screen, the full
 * width on a phone. Every page form ends with one, so buttons look alike everywhere.
 */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className={formActions}>{children}</div>;
}
