import type { ReactNode } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { button, buttonLabel } from './Button.css';
import type { ButtonSize, ButtonVariant } from './Button';

export interface ButtonLinkProps extends Omit<RACLinkProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  href: string;
  /** @default 'primary' */
  variant?: Exclude<ButtonVariant, 'critical'>;
  /** @default 'standard' */
  size?: ButtonSize;
}

/**
 * Navigation that looks like a button: a call to action that leads to another page ("Ask for a
 * demo", "Back to home"). It stays a link for assistive technology, so it opens in a new tab too.
 */
export function ButtonLink({
  children,
  variant = 'primary',
  size = 'standard',
  ...props
}: ButtonLinkProps) {
  return (
    <RACLink {...props} className={button} data-variant={variant} data-size={size}>
      <span className={buttonLabel}>{children}</span>
    </RACLink>
  );
}
