import { describe, expect, it } from 'vitest';
import { acceptedLanguages, detectLanguage } from './detect-language';

describe('acceptedLanguages', () => {
  it('orders the tags by weight, keeping the order of equal weights and dropping refused ones', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual([
      'fr-CH',
      'fr',
      'en',
      'de',
      '*',
    ]);
    expect(acceptedLanguages('en;q=0.5, pt-BR, es;q=0')).toEqual(['pt-BR', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages(' , ;q=1')).toEqual([]);
  });

  it('lets the server detect a language as the browser would, from what a request carries', () => {
    const fromHeader = (header: string) =>
      detectLanguage({ browserLanguages: acceptedLanguages(header) });
    expect(fromHeader('de-DE, es-MX;q=0.9, en;q=0.8')).toBe('es');
    expect(fromHeader('de-DE')).toBe('en');
    expect(
      detectLanguage({ queryString: '?lang=pt', cookie: 'lang=es', browserLanguages: ['en'] }),
    ).toBe('pt');
  });
});
