import { defineCatalogue } from '@facet/platform-i18n';

/** The strings the shared screen blocks show themselves; screens pass the rest. */
export const webKitCatalogue = defineCatalogue('webKit', {
  loading: { en: 'Loading…', es: 'Cargando…', pt: 'Carregando…' },
});
