import type { ReactNode } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import { button, buttonLabel, pendingIndicator } from './Button.css';

/** primary: the one main action of a view; critical: destroys or removes something. */
export const buttonVariants = ['primary', 'secondary', 'critical', 'quiet'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
/** large: a page's one call to action on a marketing page (the landing's "Ask for a demo"). */
export const buttonSizes = ['standard', 'small', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<RACButtonProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'standard' */
  size?: ButtonSize;
  /**
   * Stretches the button over the width of its container (narrow forms, dialogs on mobile).
   * @default false
   */
  fullWidth?: boolean;
}

/**
 * An action. `isPending` shows a spinner, keeps the button focusable and ignores presses, so a
 * form cannot be sent twice while its request runs.
 */
export function Button({
  children,
  variant = 'primary',
  size = 'standard',
  fullWidth = false,
  ...props
}: ButtonProps) {
  return (
    <RACButton
      {...props}
      className={button}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
    >
      {({ isPending }) => (
        <>
          <span className={buttonLabel}>{children}</span>
          {isPending && (
            <span className={pendingIndicator}>
              <Spinner size="small" />
            </span>
          )}
        </>
      )}
    </RACButton>
  );
}
