import { defineCatalogue } from '@facet/platform-i18n';

/**
 * The Sessions tab of the account page (issue 40 part 3, docs/decisions.md D97): where the person
 * is signed in, and ending those sign-ins.
 */
export const accountSessionsCatalogue = defineCatalogue('accountSessions', {
  accountTabTitle: { en: 'Sessions', es: 'Sesiones', pt: 'Sessões' },
  tableLabel: {
    en: 'Where you are signed in',
    es: 'Dónde has iniciado sesión',
    pt: 'Onde você está conectado',
  },
  columnDevice: { en: 'Device', es: 'Dispositivo', pt: 'Dispositivo' },
  columnNetwork: { en: 'Network', es: 'Red', pt: 'Rede' },
  columnFirstUse: { en: 'Signed in', es: 'Inicio de sesión', pt: 'Início da sessão' },
  columnLastUse: { en: 'Last used', es: 'Último uso', pt: 'Último uso' },
  columnActions: { en: 'Actions', es: 'Acciones', pt: 'Ações' },
  device: {
    en: '{browser} on {operatingSystem}',
    es: '{browser} en {operatingSystem}',
    pt: '{browser} em {operatingSystem}',
  },
  unknownBrowser: {
    en: 'Unknown browser',
    es: 'Navegador desconocido',
    pt: 'Navegador desconhecido',
  },
  unknownSystem: {
    en: 'an unknown system',
    es: 'un sistema desconocido',
    pt: 'um sistema desconhecido',
  },
  unknownNetwork: { en: 'Unknown', es: 'Desconocida', pt: 'Desconhecida' },
  thisSession: { en: 'This session', es: 'Esta sesión', pt: 'Esta sessão' },
  networkHint: {
    en: 'Facet keeps only the network an address belongs to, never the address itself.',
    es: 'Facet guarda solo la red a la que pertenece una dirección, nunca la dirección.',
    pt: 'A Facet guarda apenas a rede a que um endereço pertence, nunca o próprio endereço.',
  },
  end: { en: 'End {device}', es: 'Cerrar {device}', pt: 'Encerrar {device}' },
  endTitle: {
    en: 'End the session of {device}?',
    es: '¿Cerrar la sesión de {device}?',
    pt: 'Encerrar a sessão de {device}?',
  },
  endBody: {
    en: 'That browser is signed out on its next step and needs the password to come back.',
    es: 'Ese navegador cerrará la sesión en su próximo paso y necesitará la contraseña para volver.',
    pt: 'Esse navegador será desconectado no próximo passo e precisará da senha para voltar.',
  },
  endConfirm: { en: 'End session', es: 'Cerrar sesión', pt: 'Encerrar sessão' },
  endOthers: {
    en: 'End all other sessions',
    es: 'Cerrar todas las demás sesiones',
    pt: 'Encerrar todas as outras sessões',
  },
  endOthersTitle: {
    en: 'End all other sessions?',
    es: '¿Cerrar todas las demás sesiones?',
    pt: 'Encerrar todas as outras sessões?',
  },
  endOthersBody: {
    en: 'Every other browser where you are signed in is signed out. This one stays signed in.',
    es: 'Se cerrará la sesión en todos los demás navegadores. En este sigues conectado/a.',
    pt: 'Todos os outros navegadores em que você está conectado serão desconectados. Este continua conectado.',
  },
  endOthersConfirm: {
    en: 'End other sessions',
    es: 'Cerrar las demás',
    pt: 'Encerrar as outras',
  },
  cancel: { en: 'Cancel', es: 'Cancelar', pt: 'Cancelar' },
  ended: {
    en: 'The session of {device} has ended.',
    es: 'La sesión de {device} se ha cerrado.',
    pt: 'A sessão de {device} foi encerrada.',
  },
  othersEnded: {
    en: 'Your other sessions have ended.',
    es: 'Tus demás sesiones se han cerrado.',
    pt: 'Suas outras sessões foram encerradas.',
  },
  endFailed: {
    en: 'The session could not be ended. Please try again.',
    es: 'No se ha podido cerrar la sesión. Inténtalo de nuevo.',
    pt: 'Não foi possível encerrar a sessão. Tente novamente.',
  },
  noSessionsTitle: {
    en: 'No active sessions',
    es: 'No hay sesiones activas',
    pt: 'Nenhuma sessão ativa',
  },
  noSessionsDescription: {
    en: 'Sign in again to see where you are signed in.',
    es: 'Vuelve a iniciar sesión para ver dónde tienes la sesión abierta.',
    pt: 'Entre novamente para ver onde você está conectado.',
  },
  loadFailed: {
    en: 'Your sessions could not be loaded.',
    es: 'No se han podido cargar tus sesiones.',
    pt: 'Não foi possível carregar suas sessões.',
  },
  sessionNotFound: {
    en: 'This session has already ended.',
    es: 'Esta sesión ya se ha cerrado.',
    pt: 'Esta sessão já foi encerrada.',
  },
  thisSessionByLogout: {
    en: 'Sign out to end the session you are using.',
    es: 'Cierra sesión para terminar la sesión que estás usando.',
    pt: 'Saia da conta para encerrar a sessão que você está usando.',
  },
  thisSessionUnknown: {
    en: 'This browser’s session could not be recognised. Please sign in again.',
    es: 'No se ha reconocido la sesión de este navegador. Vuelve a iniciar sesión.',
    pt: 'Não foi possível reconhecer a sessão deste navegador. Entre novamente.',
  },
});

export const accountSessionsMessages = accountSessionsCatalogue.messages;
