import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { designSystemCatalogue } from '../../catalogue';
import { Button } from '../Button/Button';
import { Dialog, DialogActions } from '../Dialog/Dialog';

export const alertDialogVariants = ['critical', 'primary'] as const;
export type AlertDialogVariant = (typeof alertDialogVariants)[number];

export interface AlertDialogProps {
  /** The question: "Delete the group Sales?" */
  title: string;
  /** What happens and whether it can be undone. */
  children: ReactNode;
  /** Names the action, never just "OK": "Delete group". */
  confirmLabel: string;
  /** @default 'Cancel' (translated) */
  cancelLabel?: string;
  /**
   * critical for actions that destroy or remove something.
   * @default 'critical'
   */
  variant?: AlertDialogVariant;
  /**
   * Runs the action. While its promise is pending the button shows it is working; the dialog
   * closes when it resolves and stays open if it rejects, so the screen can show the error.
   */
  onConfirm: () => void | Promise<void>;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** Asks for confirmation before an action that cannot be undone. */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  variant = 'critical',
  onConfirm,
  isOpen,
  onOpenChange,
}: AlertDialogProps) {
  const intl = useIntl();
  const [isConfirming, setConfirming] = useState(false);
  return (
    <Dialog role="alertdialog" title={title} isOpen={isOpen} onOpenChange={onOpenChange}>
      {(close) => (
        <>
          {children}
          <DialogActions>
            <Button variant="secondary" onPress={close} isDisabled={isConfirming}>
              {cancelLabel ?? intl.formatMessage(designSystemCatalogue.messages.cancel)}
            </Button>
            <Button
              variant={variant}
              isPending={isConfirming}
              onPress={async () => {
                setConfirming(true);
                try {
                  await onConfirm();
                  close();
                } catch {
                  // The caller shows the failure; the dialog stays open to retry or cancel.
                } finally {
                  setConfirming(false);
                }
              }}
            >
              {confirmLabel}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
