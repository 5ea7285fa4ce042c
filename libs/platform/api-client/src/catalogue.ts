import { defineCatalogue } from '@facet/platform-i18n';

/**
 * The sentences every screen shows for a failure that is not about its own call: the server
 * cannot be reached, or the person tried too often. A screen's own text for the status wins.
 */
export const apiClientCatalogue = defineCatalogue('apiClient', {
  serverUnavailable: {
    en: 'We cannot reach Facet right now. Check your connection and try again in a moment.',
    es: 'Ahora mismo no podemos conectar con Facet. Comprueba tu conexión y vuelve a intentarlo en un momento.',
    pt: 'No momento não conseguimos conectar ao Facet. Verifique sua conexão e tente de novo em alguns instantes.',
  },
  tooManyRequests: {
    en: 'Too many attempts in a short time. Please wait a few minutes and try again.',
    es: 'Demasiados intentos en poco tiempo. Espera unos minutos y vuelve a intentarlo.',
    pt: 'Demasiadas tentativas em pouco tempo. Aguarde alguns minutos e tente de novo.',
  },
});
