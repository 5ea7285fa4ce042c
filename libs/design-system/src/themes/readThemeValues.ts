/** `var(--colour-text__1x2y, fallback)` -> `--colour-text__1x2y` */
function customPropertyOf(reference: string): string | undefined {
  return /^var\((--[^,)\s]+)/.exec(reference)?.[1];
}

/**
 * The computed values of theme tokens (`vars.colour.text`, …) at an element. A canvas cannot use
 * CSS variables, so a chart reads its colours here from its own frame: the theme class of an
 * ancestor (the page, or one side of Storybook's side-by-side view) decides them.
 */
export function readThemeValues<Name extends string>(
  element: Element,
  tokens: Readonly<Record<Name, string>>,
): Record<Name, string> {
  const computed = getComputedStyle(element);
  const values = {} as Record<Name, string>;
  for (const name of Object.keys(tokens) as Name[]) {
    const property = customPropertyOf(tokens[name]);
    values[name] = property ? computed.getPropertyValue(property).trim() : '';
  }
  return values;
}
