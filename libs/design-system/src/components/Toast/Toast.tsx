import {
  Button as RACButton,
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { designSystemCatalogue } from '../../catalogue';
import { fieldGroupButton } from '../private/field.css';
import { CloseIcon } from '../private/icons';
import { toast, toastContent, toastDescription, toastRegion, toastTitle } from './Toast.css';

export const toastTones = ['info', 'positive', 'critical'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastMessage {
  /** Short and already translated: "Invitation sent". */
  title: string;
  description?: string;
  /** @default 'info' */
  tone?: ToastTone;
}

export type ToastOptions = NonNullable<Parameters<RACToastQueue<ToastMessage>['add']>[1]>;

/** Long enough to read a sentence; React Aria pauses the timer while hovered or focused. */
export const defaultToastTimeout = 6000;

/** The app's one queue of toasts; show them from anywhere with `showToast`. */
export const toastQueue = new RACToastQueue<ToastMessage>({ maxVisibleToasts: 3 });

/**
 * Confirms that something happened ("Saved"). Never put the only copy of important information
 * or a needed action in a toast: it goes away by itself.
 */
export function showToast(message: ToastMessage, options: ToastOptions = {}): string {
  return toastQueue.add(message, { timeout: defaultToastTimeout, ...options });
}

export interface ToastRegionProps {
  /** @default the app-wide toastQueue */
  queue?: RACToastQueue<ToastMessage>;
}

/** Render once, near the root of the app. F6 moves focus into the region. */
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  const intl = useIntl();
  const { messages } = designSystemCatalogue;
  return (
    <RACToastRegion
      queue={queue}
      className={toastRegion}
      aria-label={intl.formatMessage(messages.notifications)}
    >
      {({ toast: queued }) => (
        <RACToast toast={queued} className={toast} data-tone={queued.content.tone ?? 'info'}>
          <RACToastContent className={toastContent}>
            <Text slot="title" className={toastTitle}>
              {queued.content.title}
            </Text>
            {queued.content.description && (
              <Text slot="description" className={toastDescription}>
                {queued.content.description}
              </Text>
            )}
          </RACToastContent>
          <RACButton
            slot="close"
            className={fieldGroupButton}
            aria-label={intl.formatMessage(messages.dismiss)}
          >
            <CloseIcon />
          </RACButton>
        </RACToast>
      )}
    </RACToastRegion>
  );
}
