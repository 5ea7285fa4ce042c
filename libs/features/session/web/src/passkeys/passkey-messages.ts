import { defineCatalogue } from '@facet/platform-i18n';

/** The words of passkeys (D100): the sign-in's button and the Security tab's list. */
export const passkeyCatalogue = defineCatalogue('passkey', {
  signInWithPasskey: {
    en: 'Sign in with a passkey',
    es: 'Iniciar sesión con una llave de acceso',
    pt: 'Entrar com uma chave de acesso',
  },
  useInstead: {
    en: 'Use a passkey instead',
    es: 'Usar una llave de acceso',
    pt: 'Usar uma chave de acesso',
  },
  notUsed: {
    en: 'No passkey was used. Try again, or sign in with your password.',
    es: 'No se usó ninguna llave de acceso. Inténtalo de nuevo o inicia sesión con tu contraseña.',
    pt: 'Nenhuma chave de acesso foi usada. Tente de novo ou entre com sua senha.',
  },
  unsupported: {
    en: 'This browser cannot use passkeys.',
    es: 'Este navegador no puede usar llaves de acceso.',
    pt: 'Este navegador não consegue usar chaves de acesso.',
  },
  orPasskey: {
    en: 'Or add a passkey',
    es: 'O añade una llave de acceso',
    pt: 'Ou adicione uma chave de acesso',
  },
  title: { en: 'Passkeys', es: 'Llaves de acceso', pt: 'Chaves de acesso' },
  intro: {
    en: 'A passkey signs you in with your fingerprint, face or device PIN, without your password. It also counts as your second factor.',
    es: 'Una llave de acceso te permite iniciar sesión con tu huella, tu cara o el PIN del dispositivo, sin contraseña. También cuenta como segundo factor.',
    pt: 'Uma chave de acesso permite entrar com sua digital, seu rosto ou o PIN do dispositivo, sem senha. Ela também conta como seu segundo fator.',
  },
  none: {
    en: 'You have no passkeys yet.',
    es: 'Todavía no tienes llaves de acceso.',
    pt: 'Você ainda não tem chaves de acesso.',
  },
  added: {
    en: 'Added {date}',
    es: 'Añadida el {date}',
    pt: 'Adicionada em {date}',
  },
  lastUsed: {
    en: 'Last used {date}',
    es: 'Último uso: {date}',
    pt: 'Último uso: {date}',
  },
  neverUsed: { en: 'Not used yet', es: 'Sin usar todavía', pt: 'Ainda não usada' },
  nameLabel: {
    en: 'Name of the new passkey',
    es: 'Nombre de la nueva llave de acceso',
    pt: 'Nome da nova chave de acesso',
  },
  nameHint: {
    en: 'For example "Work laptop" or "Phone".',
    es: 'Por ejemplo, «Portátil del trabajo» o «Teléfono».',
    pt: 'Por exemplo, "Notebook do trabalho" ou "Celular".',
  },
  add: {
    en: 'Add a passkey',
    es: 'Añadir una llave de acceso',
    pt: 'Adicionar uma chave de acesso',
  },
  remove: { en: 'Remove', es: 'Quitar', pt: 'Remover' },
  removeNamed: {
    en: 'Remove {name}',
    es: 'Quitar {name}',
    pt: 'Remover {name}',
  },
  addedNotice: {
    en: 'The passkey was added.',
    es: 'Se añadió la llave de acceso.',
    pt: 'A chave de acesso foi adicionada.',
  },
  removedNotice: {
    en: 'The passkey was removed.',
    es: 'Se quitó la llave de acceso.',
    pt: 'A chave de acesso foi removida.',
  },
  notVerified: {
    en: 'The passkey could not be verified. Please try again.',
    es: 'No se pudo verificar la llave de acceso. Inténtalo de nuevo.',
    pt: 'Não foi possível verificar a chave de acesso. Tente de novo.',
  },
  alreadyAdded: {
    en: 'This passkey is already added to an account.',
    es: 'Esta llave de acceso ya está añadida a una cuenta.',
    pt: 'Esta chave de acesso já está adicionada a uma conta.',
  },
  notFound: {
    en: 'This passkey is not one of yours, or it was removed.',
    es: 'Esta llave de acceso no es tuya o ya se quitó.',
    pt: 'Esta chave de acesso não é sua ou já foi removida.',
  },
});
