import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Button as RACButton, UNSTABLE_ToastQueue as RACToastQueue } from 'react-aria-components';
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

/** Long enough to read a sentence; the timer pauses while the toast is hovered or focused. */
export const defaultToastTimeout = 6000;

/**
 * A toast this young survives a page change: it reports the action that led to the new page
 * ("Profile saved", then the profile's page opens).
 */
export const toastNavigationGrace = 1500;

/** The app's one queue of toasts; show them from anywhere with `showToast`. */
export const toastQueue = new RACToastQueue<ToastMessage>({ maxVisibleToasts: 1 });

/**
 * Confirms that something happened ("Saved"). A new toast replaces the one on screen, so they
 * never pile up over the page. Never put the only copy of important information or a needed
 * action in a toast: it goes away by itself.
 */
export function showToast(message: ToastMessage, options: ToastOptions = {}): string {
  toastQueue.clear();
  return toastQueue.add(message, { timeout: defaultToastTimeout, ...options });
}

export interface ToastRegionProps {
  /** @default the app-wide toastQueue */
  queue?: RACToastQueue<ToastMessage>;
  /**
   * The current page (e.g. the router's pathname): when it changes, the toasts shown on the
   * previous page are cleared.
   */
  page?: string;
}

function useNewestToast(queue: RACToastQueue<ToastMessage>) {
  const visible = useSyncExternalStore(
    (onChange) => queue.subscribe(onChange),
    () => queue.visibleToasts,
    () => queue.visibleToasts,
  );
  return visible[0];
}

/**
 * Render once, near the root of the app. At most one toast shows at a time; it is announced
 * politely (`role="status"`), or at once when critical (`role="alert"`), without taking focus.
 */
export function ToastRegion({ queue = toastQueue, page }: ToastRegionProps) {
  const intl = useIntl();
  const { messages } = designSystemCatalogue;
  const shown = useNewestToast(queue);
  const firstSeen = useRef(new Map<string, number>());

  if (shown && !firstSeen.current.has(shown.key)) firstSeen.current.set(shown.key, Date.now());

  useEffect(() => {
    if (!shown?.timer || !shown.timeout) return;
    shown.timer.reset(shown.timeout);
    return () => shown.timer?.pause();
  }, [shown]);

  const previousPage = useRef(page);
  useEffect(() => {
    if (previousPage.current === page) return;
    previousPage.current = page;
    const now = Date.now();
    for (const queued of queue.visibleToasts) {
      const seenAt = firstSeen.current.get(queued.key) ?? now;
      if (now - seenAt > toastNavigationGrace) queue.close(queued.key);
    }
  }, [page, queue]);

  const tone = shown?.content.tone ?? 'info';
  const card = shown && (
    <div
      className={toast}
      data-tone={tone}
      onMouseEnter={() => queue.pauseAll()}
      onMouseLeave={() => queue.resumeAll()}
      onFocus={() => queue.pauseAll()}
      onBlur={() => queue.resumeAll()}
    >
      <div className={toastContent}>
        <span className={toastTitle}>{shown.content.title}</span>
        {shown.content.description && (
          <span className={toastDescription}>{shown.content.description}</span>
        )}
      </div>
      <RACButton
        className={fieldGroupButton}
        aria-label={intl.formatMessage(messages.dismiss)}
        onPress={() => queue.close(shown.key)}
      >
        <CloseIcon />
      </RACButton>
    </div>
  );

  return (
    <section className={toastRegion} aria-label={intl.formatMessage(messages.notifications)}>
      <div role="status">{tone !== 'critical' && card}</div>
      <div role="alert">{tone === 'critical' && card}</div>
    </section>
  );
}
