import { describe, expect, it } from 'vitest';
import { interpolate, variableReferences } from './compose-interpolation';

describe('Compose interpolation', () => {
  it('falls back to a default when a variable is unset, and with a colon when it is empty', () => {
    expect(interpolate('${A:-3}/${B-4}/${C:-5}', { B: '', C: '' })).toBe('3//5');
  });

  it('refuses a required variable that is unset or empty, naming it', () => {
    expect(() => interpolate('${SECRET:?set it}', { SECRET: '' })).toThrow('SECRET: set it');
    expect(interpolate('x:${SECRET:?set it}', { SECRET: 'y' })).toBe('x:y');
  });

  it('keeps $$ as a dollar sign and finds no variable in it', () => {
    expect(interpolate('$$HOME $USER', { USER: 'facet' })).toBe('$HOME facet');
    expect(variableReferences('$$HOME ${USER:-x}')).toEqual([
      { name: 'USER', operator: '-', argument: 'x' },
    ]);
  });
});
