import { Form, Stack } from '@facet/design-system';
import type { ReactNode } from 'react';

export interface StackedFormProps {
  /** Runs on submit (Enter or the submit button) instead of a page load. */
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * A form whose fields and button stand one under the other. Problems are announced on the
 * fields (`validationBehavior="aria"`) rather than by the browser, so the schema's words show,
 * and a submit the form refuses moves focus to the first field with a problem.
 */
export function StackedForm({ onSubmit, children }: StackedFormProps) {
  return (
    <Form
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        onSubmit();
        // The refused submit's problems render with this event; focus follows once they have.
        setTimeout(() => {
          form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
        });
      }}
    >
      <Stack space="medium">{children}</Stack>
    </Form>
  );
}
