import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import { link } from './Link.css';

/**
 * inline: inside a sentence, always underlined; standalone: on its own (e.g. "Forgot password?"),
 * underlined on hover; secondary: footer and legal links in the quieter text colour.
 */
export const linkVariants = ['inline', 'standalone', 'secondary'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps extends Omit<RACLinkProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  /** @default 'inline' */
  variant?: LinkVariant;
}

/**
 * Navigation. Client-side routing works through React Aria's RouterProvider, which the app sets
 * up once with its router's navigate function.
 */
export function Link({ variant = 'inline', ...props }: LinkProps) {
  return <RACLink {...props} className={link} data-variant={variant} />;
}
