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
  /** Runs on submit, after the browser's own checks of required fields have passed. */
  onSubmit: () => void;
  /** Runs on every press of the submit button, even one the browser's checks stop. */
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
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
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
