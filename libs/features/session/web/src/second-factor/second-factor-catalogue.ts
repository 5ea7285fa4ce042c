import { defineCatalogue } from '@facet/platform-i18n';

/** The words of the second step of a sign-in and of the account's Security tab (D98). */
export const secondFactorCatalogue = defineCatalogue('secondFactor', {
  codeTitle: {
    en: 'Enter your code',
    es: 'Escribe tu código',
    pt: 'Digite seu código',
  },
  codeIntro: {
    en: 'Open your authenticator app and enter the 6-digit code it shows for Facet.',
    es: 'Abre tu aplicación de autenticación y escribe el código de 6 cifras que muestra para Facet.',
    pt: 'Abra seu aplicativo autenticador e digite o código de 6 dígitos que ele mostra para a Facet.',
  },
  recoveryHint: {
    en: 'No phone at hand? Enter one of your recovery codes instead.',
    es: '¿No tienes el teléfono a mano? Escribe uno de tus códigos de recuperación.',
    pt: 'Está sem o telefone? Digite um dos seus códigos de recuperação.',
  },
  codeLabel: { en: 'Code', es: 'Código', pt: 'Código' },
  continue: { en: 'Continue', es: 'Continuar', pt: 'Continuar' },
  startAgain: {
    en: 'Sign in with another account',
    es: 'Iniciar sesión con otra cuenta',
    pt: 'Entrar com outra conta',
  },
  setupTitle: {
    en: 'Set up an authenticator app',
    es: 'Configura una aplicación de autenticación',
    pt: 'Configure um aplicativo autenticador',
  },
  setupRequired: {
    en: 'Your account needs a second factor. Set up an authenticator app to finish signing in.',
    es: 'Tu cuenta necesita un segundo factor. Configura una aplicación de autenticación para terminar de iniciar sesión.',
    pt: 'Sua conta precisa de um segundo fator. Configure um aplicativo autenticador para terminar de entrar.',
  },
  setupScan: {
    en: 'Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password), then enter the code it shows.',
    es: 'Escanea este código QR con una aplicación de autenticación (como Google Authenticator, Microsoft Authenticator o 1Password) y escribe el código que muestra.',
    pt: 'Leia este código QR com um aplicativo autenticador (como Google Authenticator, Microsoft Authenticator ou 1Password) e digite o código que ele mostra.',
  },
  qrAlt: {
    en: 'QR code to scan with your authenticator app',
    es: 'Código QR para escanear con tu aplicación de autenticación',
    pt: 'Código QR para ler com seu aplicativo autenticador',
  },
  setupKey: {
    en: 'Set-up key (if you cannot scan)',
    es: 'Clave de configuración (si no puedes escanear)',
    pt: 'Chave de configuração (se não conseguir ler)',
  },
  confirmSetup: { en: 'Confirm', es: 'Confirmar', pt: 'Confirmar' },
  cancel: { en: 'Cancel', es: 'Cancelar', pt: 'Cancelar' },
  setupLoading: {
    en: 'Preparing your set-up key…',
    es: 'Preparando tu clave de configuración…',
    pt: 'Preparando sua chave de configuração…',
  },
  setupFailed: {
    en: 'The set-up could not start. Please try again.',
    es: 'No se pudo empezar la configuración. Inténtalo de nuevo.',
    pt: 'Não foi possível começar a configuração. Tente de novo.',
  },
  recoveryTitle: {
    en: 'Your recovery codes',
    es: 'Tus códigos de recuperación',
    pt: 'Seus códigos de recuperação',
  },
  recoveryIntro: {
    en: 'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.',
    es: 'Cada código te permite iniciar sesión una vez si pierdes el teléfono. Guárdalos en un lugar seguro: solo se muestran ahora.',
    pt: 'Cada código permite entrar uma vez se perder o telefone. Guarde-os em um lugar seguro: eles só são mostrados agora.',
  },
  copyCodes: { en: 'Copy the codes', es: 'Copiar los códigos', pt: 'Copiar os códigos' },
  codesCopied: { en: 'Codes copied', es: 'Códigos copiados', pt: 'Códigos copiados' },
  downloadCodes: { en: 'Download the codes', es: 'Descargar los códigos', pt: 'Baixar os códigos' },
  codesSaved: {
    en: 'I have saved them',
    es: 'Ya los he guardado',
    pt: 'Já os guardei',
  },
  codesFileName: {
    en: 'facet-recovery-codes.txt',
    es: 'facet-codigos-de-recuperacion.txt',
    pt: 'facet-codigos-de-recuperacao.txt',
  },
  securityTab: { en: 'Security', es: 'Seguridad', pt: 'Segurança' },
  securityTitle: {
    en: 'Second factor',
    es: 'Segundo factor',
    pt: 'Segundo fator',
  },
  securityLoading: {
    en: 'Loading your sign-in settings…',
    es: 'Cargando tus ajustes de inicio de sesión…',
    pt: 'Carregando suas configurações de acesso…',
  },
  securityLoadFailed: {
    en: 'Your sign-in settings could not be loaded.',
    es: 'No se pudieron cargar tus ajustes de inicio de sesión.',
    pt: 'Não foi possível carregar suas configurações de acesso.',
  },
  noFactor: {
    en: 'Signing in needs your password only. An authenticator app adds a code from your phone, so a stolen password is not enough.',
    es: 'Para iniciar sesión solo hace falta tu contraseña. Una aplicación de autenticación añade un código de tu teléfono, así una contraseña robada no basta.',
    pt: 'Para entrar basta sua senha. Um aplicativo autenticador acrescenta um código do seu telefone, assim uma senha roubada não basta.',
  },
  noAppBesidePasskeys: {
    en: 'You sign in with a passkey. An authenticator app is another second factor, for devices without your passkeys.',
    es: 'Inicias sesión con una llave de acceso. Una aplicación de autenticación es otro segundo factor, para los dispositivos sin tus llaves.',
    pt: 'Você entra com uma chave de acesso. Um aplicativo autenticador é outro segundo fator, para dispositivos sem suas chaves.',
  },
  factorRequired: {
    en: 'Your account must use a second factor: if you do not set it up now, you will at your next sign-in.',
    es: 'Tu cuenta debe usar un segundo factor: si no lo configuras ahora, lo harás en tu próximo inicio de sesión.',
    pt: 'Sua conta precisa usar um segundo fator: se não o configurar agora, vai configurá-lo no próximo acesso.',
  },
  startSetup: {
    en: 'Set up an authenticator app',
    es: 'Configurar una aplicación de autenticación',
    pt: 'Configurar um aplicativo autenticador',
  },
  factorSince: {
    en: 'Authenticator app set up on {date}.',
    es: 'Aplicación de autenticación configurada el {date}.',
    pt: 'Aplicativo autenticador configurado em {date}.',
  },
  factorLastUsed: {
    en: 'Last used on {date}.',
    es: 'Usada por última vez el {date}.',
    pt: 'Usado pela última vez em {date}.',
  },
  codesLeft: {
    en: '{count, plural, one {# recovery code left} other {# recovery codes left}}.',
    es: '{count, plural, one {Queda # código de recuperación} other {Quedan # códigos de recuperación}}.',
    pt: '{count, plural, one {Resta # código de recuperação} other {Restam # códigos de recuperação}}.',
  },
  removeTitle: {
    en: 'Remove the authenticator app',
    es: 'Quitar la aplicación de autenticación',
    pt: 'Remover o aplicativo autenticador',
  },
  removeIntro: {
    en: 'Enter a current code from the app, or your password, to remove it. We will tell you by e-mail.',
    es: 'Escribe un código actual de la aplicación, o tu contraseña, para quitarla. Te avisaremos por correo.',
    pt: 'Digite um código atual do aplicativo, ou sua senha, para removê-lo. Vamos avisar você por e-mail.',
  },
  passwordLabel: { en: 'Or your password', es: 'O tu contraseña', pt: 'Ou sua senha' },
  remove: { en: 'Remove', es: 'Quitar', pt: 'Remover' },
  removed: {
    en: 'The authenticator app was removed.',
    es: 'Se ha quitado la aplicación de autenticación.',
    pt: 'O aplicativo autenticador foi removido.',
  },
  enrolled: {
    en: 'The authenticator app is set up.',
    es: 'La aplicación de autenticación está configurada.',
    pt: 'O aplicativo autenticador está configurado.',
  },
});
