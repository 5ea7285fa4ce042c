import type { FieldErrors } from './field-errors';

/** The names of the fields that hold text. */
export type TextFieldName<Values> = {
  [Field in keyof Values]: Values[Field] extends string ? Field : never;
}[keyof Values] &
  string;

/**
 * Binds a text field of a form view to its value, its change and its translated problem:
 * `<TextField label="Name" {...field('name')} />`.
 */
export function fieldPropsOf<Values>(
  values: Values,
  fieldErrors: FieldErrors,
  onChange: (field: TextFieldName<Values>, value: string) => void,
  problemText: (problem: string | undefined) => string | undefined,
) {
  return (name: TextFieldName<Values>) => ({
    value: values[name] as string,
    onChange: (value: string) => onChange(name, value),
    isInvalid: Boolean(fieldErrors[name]),
    errorMessage: problemText(fieldErrors[name]),
  });
}

/** What a form view takes from its container (`useZodForm` and the send's state). */
export interface FormViewProps<Values> {
  values: Values;
  /** The schema's problems, and the server's for the last send. */
  fieldErrors: FieldErrors<Extract<keyof Values, string>>;
  isSubmitting: boolean;
  onChange: (field: TextFieldName<Values>, value: string) => void;
  onSubmit: () => void;
}
