import { describe, expect, it } from 'vitest';
import { defineCatalogue } from './catalogue';
import { catalogueFormatter } from './catalogue-formatter';

const greetings = defineCatalogue('test.greetings', {
  counted: {
    en: '{count} {count, plural, =1 {member} other {members}}',
    es: '{count} {count, plural, =1 {miembro} other {miembros}}',
    pt: '{count} {count, plural, =1 {membro} other {membros}}',
  },
});

describe('catalogueFormatter', () => {
  it('formats a message in the language asked for, with its values', () => {
    const formatterFor = catalogueFormatter([greetings]);
    expect(formatterFor('en')(greetings.messages.counted, { count: 1 })).toBe('1 member');
    expect(formatterFor('es')(greetings.messages.counted, { count: 3 })).toBe('3 miembros');
    expect(formatterFor('pt')(greetings.messages.counted, { count: 0 })).toBe('0 membros');
  });

  it('throws rather than print a message with a value left out', () => {
    expect(() => catalogueFormatter([greetings])('en')(greetings.messages.counted)).toThrow();
  });
});
