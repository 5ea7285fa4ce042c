import { defineCatalogue } from '@facet/platform-i18n';

/** The second-factor causes the session API names by code (D98), in each language. */
export const secondFactorProblemCatalogue = defineCatalogue('secondFactorProblem', {
  codeWrong: {
    en: 'The code is not right. Check the app and try again.',
    es: 'El código no es correcto. Revisa la aplicación e inténtalo de nuevo.',
    pt: 'O código não está correto. Verifique o aplicativo e tente de novo.',
  },
  challengeExpired: {
    en: 'This sign-in has expired. Please enter your password again.',
    es: 'Este inicio de sesión ha caducado. Vuelve a escribir tu contraseña.',
    pt: 'Este acesso expirou. Digite a sua senha de novo.',
  },
  noEnrolmentStarted: {
    en: 'Start setting up the authenticator app first.',
    es: 'Primero empieza a configurar la aplicación de autenticación.',
    pt: 'Comece primeiro a configurar o aplicativo autenticador.',
  },
  alreadyEnrolled: {
    en: 'An authenticator app is already set up for this account.',
    es: 'Esta cuenta ya tiene configurada una aplicación de autenticación.',
    pt: 'Esta conta já tem um aplicativo autenticador configurado.',
  },
  noSecondFactor: {
    en: 'No authenticator app is set up for this account.',
    es: 'Esta cuenta no tiene ninguna aplicación de autenticación configurada.',
    pt: 'Esta conta não tem nenhum aplicativo autenticador configurado.',
  },
});
