import { defineCatalogue } from '@facet/platform-i18n';

/**
 * The sentences every screen shows for a failure that is not about its own call: the server
 * cannot be reached, the person tried too often, or the platform refused the call for a cause
 * any call may meet. A screen's own text for the cause wins.
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
  signInAgain: {
    en: 'Your session has ended. Please sign in again.',
    es: 'Tu sesión ha terminado. Vuelve a iniciar sesión.',
    pt: 'Sua sessão terminou. Entre novamente.',
  },
  roleRequired: {
    en: 'Your role in the company does not allow this.',
    es: 'Tu rol en la empresa no permite hacer esto.',
    pt: 'Sua função na empresa não permite fazer isso.',
  },
  companyNotFound: {
    en: 'This company does not exist (any more).',
    es: 'Esta empresa no existe (o ya no existe).',
    pt: 'Esta empresa não existe (ou não existe mais).',
  },
  singleSignOnRequired: {
    en: 'Your company signs you in through its identity provider. Use "Sign in with single sign-on" below.',
    es: 'Tu empresa te identifica a través de su proveedor de identidad. Usa «Iniciar sesión con inicio de sesión único» más abajo.',
    pt: 'Sua empresa identifica você pelo provedor de identidade dela. Use "Entrar com login único" abaixo.',
  },
  requestInvalid: {
    en: 'Some of the values are not valid. Check them and try again.',
    es: 'Algunos valores no son válidos. Revísalos y vuelve a intentarlo.',
    pt: 'Alguns valores não são válidos. Confira-os e tente de novo.',
  },
  requestTooLarge: {
    en: 'What you sent is too large.',
    es: 'Lo que has enviado es demasiado grande.',
    pt: 'O que você enviou é grande demais.',
  },
  disallowedCharacter: {
    en: 'A value contains a character that is not allowed.',
    es: 'Un valor contiene un carácter no permitido.',
    pt: 'Um valor contém um caractere não permitido.',
  },
  alreadyExists: {
    en: 'This already exists.',
    es: 'Esto ya existe.',
    pt: 'Isso já existe.',
  },
  relatedRecord: {
    en: 'Something this depends on is missing or still in use.',
    es: 'Falta algo de lo que depende, o sigue en uso.',
    pt: 'Algo de que isso depende está faltando ou ainda está em uso.',
  },
  changedMeanwhile: {
    en: 'Someone changed the same data at the same moment; nothing was saved. Please try again.',
    es: 'Alguien cambió los mismos datos en el mismo momento; no se guardó nada. Vuelve a intentarlo.',
    pt: 'Alguém alterou os mesmos dados no mesmo momento; nada foi salvo. Tente de novo.',
  },
});
