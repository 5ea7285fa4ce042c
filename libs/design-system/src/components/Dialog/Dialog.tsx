import type { ReactNode } from 'react';
import {
  Button as RACButton,
  Dialog as RACDialog,
  Heading,
  Modal,
  ModalOverlay,
  type DialogProps as RACDialogProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { designSystemCatalogue } from '../../catalogue';
import { fieldGroupButton } from '../private/field.css';
import { CloseIcon } from '../private/icons';
import { dialog, dialogActions, dialogHeader, dialogTitle, modal, overlay } from './Dialog.css';

export { DialogTrigger } from 'react-aria-components';

export const dialogSizes = ['standard', 'large'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export interface DialogProps extends Omit<RACDialogProps, 'className' | 'style' | 'children'> {
  /** Names the dialog for screen readers and shows as its heading. */
  title: string;
  /** The content; a function receives `close` for buttons inside that end the dialog. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** @default 'standard' */
  size?: DialogSize;
  /**
   * Whether a click outside closes it. Keep false for forms, so typing is never lost by a stray
   * click; Escape always closes.
   * @default false
   */
  isDismissable?: boolean;
  /** Open state when the dialog is driven from outside instead of a `DialogTrigger`. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** A modal dialog. Focus moves in and stays inside while open, then returns to the trigger. */
export function Dialog({
  title,
  children,
  size = 'standard',
  isDismissable = false,
  isOpen,
  onOpenChange,
  ...props
}: DialogProps) {
  const intl = useIntl();
  return (
    <ModalOverlay
      className={overlay}
      isDismissable={isDismissable}
      // Passing isOpen={undefined} would override the open state a DialogTrigger provides.
      {...(isOpen === undefined ? {} : { isOpen })}
      onOpenChange={onOpenChange}
    >
      <Modal className={modal} data-size={size}>
        <RACDialog {...props} className={dialog}>
          {({ close }) => (
            <>
              <div className={dialogHeader}>
                <Heading slot="title" className={dialogTitle}>
                  {title}
                </Heading>
                <RACButton
                  className={fieldGroupButton}
                  aria-label={intl.formatMessage(designSystemCatalogue.messages.close)}
                  onPress={close}
                >
                  <CloseIcon />
                </RACButton>
              </div>
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The row of buttons at the bottom of a dialog, main action last. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={dialogActions}>{children}</div>;
}
