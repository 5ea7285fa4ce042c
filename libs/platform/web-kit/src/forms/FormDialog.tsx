import type { ApiFailure } from '@facet/platform-api-client';
import { Button, Dialog, DialogActions, Form, Stack, type DialogProps } from '@facet/design-system';
import type { ReactNode } from 'react';

/** What a dialog with a form takes from its container. */
export interface FormDialogState<Value> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  isSending?: boolean | undefined;
  failure?: ApiFailure | undefined;
  /** Resolves true when done, so the dialog closes and empties. */
  onSubmit: (value: Value) => Promise<boolean>;
}

export interface FormDialogProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  size?: DialogProps['size'];
  /** Names what sending does: "Create", "Send". */
  submitLabel: string;
  cancelLabel: string;
  isSending?: boolean | undefined;
  /** Runs on every submit; the caller's schema decides, the browser checks nothing. */
  onSubmit: () => void;
  /** Runs on every press of the submit button. */
  onSubmitPress?: () => void;
  /** The failure alert and the fields. */
  children: ReactNode;
}

/** A dialog that holds one form: its fields, then cancel and submit. */
export function FormDialog({
  title,
  isOpen,
  onOpenChange,
  size,
  submitLabel,
  cancelLabel,
  isSending,
  onSubmit,
  onSubmitPress,
  children,
}: FormDialogProps) {
  return (
    <Dialog title={title} size={size} isOpen={isOpen} onOpenChange={onOpenChange}>
      {(close) => (
        <Form
          // Problems show on the fields in the page's language, never in the browser's bubbles.
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
          <Stack space="medium">
            {children}
            <DialogActions>
              <Button variant="secondary" onPress={close}>
                {cancelLabel}
              </Button>
              <Button type="submit" isPending={isSending} onPress={onSubmitPress}>
                {submitLabel}
              </Button>
            </DialogActions>
          </Stack>
        </Form>
      )}
    </Dialog>
  );
}
