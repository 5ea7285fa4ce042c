import { describe, expect, it } from 'vitest';
import { formulaSafe, looksLikeFormula } from './formula-safety';

describe('formula safety', () => {
  it.each(['=cmd|"/C calc"!A0', '+1+2', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '  =HYPERLINK("x")'])(
    'sees %j as a formula',
    (cell) => expect(looksLikeFormula(cell)).toBe(true),
  );

  it.each(['ana@example.com', 'Ana', '-3', '+34', '12.5', '', 'a=b'])('sees %j as data', (cell) =>
    expect(looksLikeFormula(cell)).toBe(false),
  );

  it('keeps a formula-like cell as text and leaves data alone', () => {
    expect(formulaSafe('=1+1')).toBe("'=1+1");
    expect(formulaSafe('Ana')).toBe('Ana');
  });
});
