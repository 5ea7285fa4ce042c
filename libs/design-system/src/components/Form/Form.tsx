import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { form } from './Form.css';

export type FormProps = Omit<RACFormProps, 'className' | 'style'>;

/**
 * Lays out its fields one under the other and validates them. Errors from the server go in
 * `validationErrors` (`{ email: 'Already registered' }`), keyed by each field's `name`.
 */
export function Form(props: FormProps) {
  return <RACForm {...props} className={form} />;
}
