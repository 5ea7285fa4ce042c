/**
 * A cell a spreadsheet program would run as a formula (OWASP "CSV injection"): it starts with
 * `=`, `+`, `-`, `@`, a tab or a carriage return, possibly after leading spaces. A number such
 * as `-3` is data, not a formula.
 */
export function looksLikeFormula(cell: string): boolean {
  const trimmed = cell.trimStart();
  if (trimmed === '' || !/^[=+\-@\t\r]/.test(cell.replace(/^ +/, ''))) return false;
  return !/^[+-]?\d+([.,]\d+)?$/.test(trimmed);
}

/** The text to write in an exported cell: a formula-like text is kept as text by a leading `'`. */
export function formulaSafe(cell: string): string {
  return looksLikeFormula(cell) ? `'${cell}` : cell;
}
