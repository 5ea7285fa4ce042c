import { describe, expect, it } from 'vitest';
import { callingCodes, phonePrefixChoices } from './phone-prefixes';

describe('phone prefixes', () => {
  it('cover every country, also those beyond the old short list', () => {
    const prefixOf = (country: string) =>
      callingCodes.filter((code) => code.country === country).map((code) => code.prefix);
    expect(callingCodes.length).toBeGreaterThan(230);
    expect(prefixOf('NL')).toEqual(['+31']);
    expect(prefixOf('CH')).toEqual(['+41']);
    expect(prefixOf('NO')).toEqual(['+47']);
    expect(callingCodes.every(({ prefix }) => /^\+\d{1,4}$/.test(prefix))).toBe(true);
  });

  it('names the countries in the page language and maps a choice back to its prefix', () => {
    const { options, prefixOf } = phonePrefixChoices('es');
    const germany = options.find((option) => option.id === 'DE+49');
    expect(germany?.label).toBe('Alemania +49');
    expect(prefixOf('DE+49')).toBe('+49');
    expect(prefixOf('Alemania +49')).toBe('+49');
    expect(prefixOf('+49')).toBeUndefined();
  });
});
