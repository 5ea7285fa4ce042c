import type { Sprinkles } from './sprinkles.css';

/** A value, or one per breakpoint: `'large'` or `{ mobile: 'small', desktop: 'large' }`. */
export type Responsive<Value extends string | number> =
  Value | { mobile?: Value; tablet?: Value; desktop?: Value };

export type ResponsiveSpace = NonNullable<Sprinkles['gap']>;

/** Maps every breakpoint of a responsive value with the same function. */
export function mapResponsive<Value extends string | number, Output extends string | number>(
  value: Responsive<Value>,
  map: (value: Value) => Output,
): Responsive<Output> {
  if (typeof value !== 'object') return map(value);
  const mapped: { mobile?: Output; tablet?: Output; desktop?: Output } = {};
  for (const breakpoint of ['mobile', 'tablet', 'desktop'] as const) {
    const breakpointValue = value[breakpoint];
    if (breakpointValue !== undefined) mapped[breakpoint] = map(breakpointValue);
  }
  return mapped;
}
