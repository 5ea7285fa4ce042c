import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../sprinkles.css';

export interface BoxProps
  extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>, Sprinkles {
  /**
   * The element to render, so layout never costs the right semantics.
   * @default 'div'
   */
  as?: ElementType;
  ref?: Ref<HTMLElement>;
}

/** Splits style props (sprinkles) from the attributes that go to the element. */
function splitProps(props: Record<string, unknown>) {
  const styleProps: Record<string, unknown> = {};
  const elementProps: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (sprinkles.properties.has(name as keyof Sprinkles)) styleProps[name] = value;
    else elementProps[name] = value;
  }
  return { styleProps: styleProps as Sprinkles, elementProps };
}

/** The base of every layout: any element, styled only with theme tokens through props. */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const { styleProps, elementProps } = splitProps(props);
  const classes = [sprinkles(styleProps), className].filter(Boolean).join(' ');
  return createElement(as, { ...elementProps, className: classes || undefined });
}
