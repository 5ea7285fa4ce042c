/**
 * Docker Compose's variable interpolation, as far as deploy/compose.yaml uses it: `$VAR`,
 * `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?error}`, `${VAR?error}`, `${VAR:+other}`,
 * `${VAR+other}` and `$$` for a dollar sign (compose-spec, "Interpolation").
 */
const reference = /\$\$|\$\{(\w+)(?:(:?)([-?+])([^}]*))?\}|\$(\w+)/g;

/** One `${...}` (or `$VAR`) in a value: the variable, and what it falls back to when unset. */
export interface VariableReference {
  name: string;
  /** `-`: a default, `?`: required, `+`: a replacement when set; undefined for a bare reference. */
  operator: '-' | '?' | '+' | undefined;
  /** The default, error message or replacement after the operator. */
  argument: string;
}

export function variableReferences(value: string): VariableReference[] {
  return [...value.matchAll(reference)]
    .filter(([whole]) => whole !== '$$')
    .map(([, braced, , operator, argument, bare]) => ({
      name: (braced ?? bare)!,
      operator: operator as VariableReference['operator'],
      argument: argument ?? '',
    }));
}

/** The value Compose would use with these variables set; throws where Compose would refuse. */
export function interpolate(value: string, variables: Record<string, string>): string {
  return value.replace(reference, (whole: string, ...groups: (string | undefined)[]) => {
    if (whole === '$$') return '$';
    const [braced, colon, operator, argument = '', bare] = groups;
    const name = (braced ?? bare)!;
    const set = variables[name];
    // With a colon an empty value counts as unset, as in the shell.
    const present = colon ? set !== undefined && set !== '' : set !== undefined;
    if (operator === '-') return present ? set! : argument;
    if (operator === '+') return present ? argument : '';
    if (operator === '?' && !present) throw new Error(`${name}: ${argument}`);
    return set ?? '';
  });
}
