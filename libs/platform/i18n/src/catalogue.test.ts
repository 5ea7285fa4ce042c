import { describe, expect, it } from 'vitest';
import { defineCatalogue, mergeCatalogues } from './catalogue';
import { detectLanguage } from './detect-language';

describe('defineCatalogue', () => {
  it('prefixes ids with the namespace and keeps English as the default message', () => {
    const catalogue = defineCatalogue('greeting', {
      hello: { en: 'Hello', es: 'Hola', pt: 'Olá' },
    });
    expect(catalogue.messages.hello).toEqual({ id: 'greeting.hello', defaultMessage: 'Hello' });
    expect(catalogue.byLanguage.pt['greeting.hello']).toBe('Olá');
  });

  it('refuses two catalogues that declare the same id', () => {
    const first = defineCatalogue('same', { key: { en: 'a', es: 'a', pt: 'a' } });
    const second = defineCatalogue('same', { key: { en: 'b', es: 'b', pt: 'b' } });
    expect(() => mergeCatalogues([first, second])).toThrow(/declared twice/);
  });
});

describe('detectLanguage', () => {
  it('prefers the query string over the cookie and the browser', () => {
    expect(
      detectLanguage({ queryString: '?lang=pt', cookie: 'lang=es', browserLanguages: ['en-US'] }),
    ).toBe('pt');
  });

  it('reads regional browser tags and falls back to English', () => {
    expect(detectLanguage({ browserLanguages: ['fr-FR', 'es-419'] })).toBe('es');
    expect(detectLanguage({ browserLanguages: ['de'] })).toBe('en');
  });
});
