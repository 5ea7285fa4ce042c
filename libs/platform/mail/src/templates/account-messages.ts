import { defineCatalogue } from '@facet/platform-i18n';

/**
 * Wording shared by every e-mail, and the mail people receive about their own account.
 * Spanish speaks to the reader as "tú", like the web app; Portuguese avoids "tu" and "você" and
 * words that differ between Brazil and Portugal.
 */
export const commonMessages = defineCatalogue('mail.common', {
  greeting: { en: 'Hello,', es: 'Hola:', pt: 'Olá,' },
  greetingNamed: { en: 'Hello {name},', es: 'Hola, {name}:', pt: 'Olá, {name},' },
  linkFallback: {
    en: 'If the button does not work, copy this address into your browser:',
    es: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    pt: 'Se o botão não funcionar, copie este endereço para o navegador:',
  },
  closing: { en: 'Kind regards,', es: 'Un cordial saludo,', pt: 'Cordialmente,' },
  signature: { en: 'Facet', es: 'Facet', pt: 'Facet' },
  automatic: {
    en: 'This is an automatic message from Facet. Replies to this address are not read.',
    es: 'Este es un mensaje automático de Facet. Las respuestas a esta dirección no se leen.',
    pt: 'Esta é uma mensagem automática da Facet. As respostas a este endereço não são lidas.',
  },
});

export const registrationMessages = defineCatalogue('mail.registration', {
  subject: {
    en: 'Create your Facet account',
    es: 'Crea tu cuenta de Facet',
    pt: 'Crie sua conta na Facet',
  },
  intro: {
    en: 'Your Facet account is ready to be created. With it you can take the personality assessment and read your reports whenever you like.',
    es: 'Tu cuenta de Facet está lista para crearse. Con ella podrás completar la evaluación de personalidad y consultar tus informes cuando quieras.',
    pt: 'Sua conta na Facet está pronta para ser criada. Com ela poderá fazer a avaliação de personalidade e consultar seus relatórios quando quiser.',
  },
  action: { en: 'Create my account', es: 'Crear mi cuenta', pt: 'Criar a minha conta' },
  ignore: {
    en: 'If you were not expecting this e-mail, you can safely ignore it.',
    es: 'Si no esperabas este correo, puedes ignorarlo sin problema.',
    pt: 'Se não esperava este e-mail, pode ignorá-lo sem problema.',
  },
});

export const invitationMessages = defineCatalogue('mail.invitation', {
  subject: {
    en: '{companyName} invites you to Facet',
    es: '{companyName} te invita a Facet',
    pt: 'Convite de {companyName} para a Facet',
  },
  intro: {
    en: '{inviterName} has invited you to join {companyName} on Facet with the role of {role, select, admin {administrator} manager {manager} employee {employee} other {candidate}}.',
    es: '{inviterName} te ha invitado a unirte a {companyName} en Facet con el rol de {role, select, admin {administrador} manager {responsable} employee {empleado} other {candidato}}.',
    pt: '{inviterName} enviou um convite para se juntar a {companyName} na Facet com a função de {role, select, admin {administrador} manager {gestor} employee {colaborador} other {candidato}}.',
  },
  welcomeFrom: {
    en: 'A word from {companyName}: “{welcomeLine}”',
    es: 'Unas palabras de {companyName}: «{welcomeLine}»',
    pt: 'Uma palavra de {companyName}: “{welcomeLine}”',
  },
  logoAlt: {
    en: 'Logo of {companyName}',
    es: 'Logotipo de {companyName}',
    pt: 'Logotipo de {companyName}',
  },
  position: {
    en: 'Accepting also applies you to the position “{positionName}”: {companyName} will see your result among its applicants.',
    es: 'Al aceptar te inscribes también en la vacante «{positionName}»: {companyName} verá tu resultado entre sus candidaturas.',
    pt: 'Ao aceitar, você também se candidata à vaga “{positionName}”: {companyName} verá seu resultado entre as candidaturas.',
  },
  purpose: {
    en: 'Facet is a personality assessment for work. Once you accept, you can take the assessment and read your own report.',
    es: 'Facet es una evaluación de personalidad para el trabajo. Cuando aceptes, podrás completar la evaluación y leer tu propio informe.',
    pt: 'A Facet é uma avaliação de personalidade para o trabalho. Depois de aceitar, poderá fazer a avaliação e ler seu próprio relatório.',
  },
  expiry: {
    en: 'The invitation is valid for 7 days.',
    es: 'La invitación es válida durante 7 días.',
    pt: 'O convite é válido durante 7 dias.',
  },
  action: { en: 'Accept the invitation', es: 'Aceptar la invitación', pt: 'Aceitar o convite' },
  ignore: {
    en: 'If you do not know {companyName} or were not expecting this invitation, you can ignore this e-mail.',
    es: 'Si no conoces {companyName} o no esperabas esta invitación, puedes ignorar este correo.',
    pt: 'Se não conhece {companyName} ou não esperava este convite, pode ignorar este e-mail.',
  },
});

export const passwordResetMessages = defineCatalogue('mail.passwordReset', {
  subject: {
    en: 'Reset your Facet password',
    es: 'Restablece tu contraseña de Facet',
    pt: 'Redefinir a senha da Facet',
  },
  intro: {
    en: 'We received a request to reset the password of your Facet account. Choose a new one with the button below.',
    es: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Facet. Elige una nueva con el botón de abajo.',
    pt: 'Recebemos um pedido para redefinir a senha da sua conta na Facet. Escolha uma nova com o botão abaixo.',
  },
  adminIntro: {
    en: 'A password reset was requested for your Facet administrator account. Choose a new password with the button below.',
    es: 'Se ha solicitado restablecer la contraseña de tu cuenta de administración de Facet. Elige una nueva con el botón de abajo.',
    pt: 'Foi pedida a redefinição da senha da sua conta de administração da Facet. Escolha uma nova senha com o botão abaixo.',
  },
  expiry: {
    en: 'The link is valid for one hour and can be used once.',
    es: 'El enlace es válido durante una hora y solo puede usarse una vez.',
    pt: 'O link é válido durante uma hora e só pode ser usado uma vez.',
  },
  action: {
    en: 'Choose a new password',
    es: 'Elegir una contraseña nueva',
    pt: 'Escolher uma nova senha',
  },
  ignore: {
    en: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    es: 'Si no lo has pedido tú, puedes ignorar este correo: tu contraseña no cambia.',
    pt: 'Se não fez este pedido, pode ignorar este e-mail: sua senha continua igual.',
  },
});

/** A change to how a person signs in, told to them in case it was not them (D98). */
export const securityNoticeMessages = defineCatalogue('mail.securityNotice', {
  subject: {
    en: 'A change to how you sign in to Facet',
    es: 'Un cambio en cómo inicias sesión en Facet',
    pt: 'Uma alteração na forma como você entra na Facet',
  },
  secondFactorRemoved: {
    en: 'The authenticator app was removed from your Facet account. Signing in now needs your password only.',
    es: 'Se ha quitado la aplicación de autenticación de tu cuenta de Facet. Ahora para iniciar sesión solo hace falta tu contraseña.',
    pt: 'O aplicativo autenticador foi removido da sua conta na Facet. Agora, para entrar, basta sua senha.',
  },
  recoveryCodeUsed: {
    en: 'One of your recovery codes was just used to sign in to your Facet account. Each code works once.',
    es: 'Se acaba de usar uno de tus códigos de recuperación para iniciar sesión en tu cuenta de Facet. Cada código sirve una sola vez.',
    pt: 'Um dos seus códigos de recuperação acabou de ser usado para entrar na sua conta na Facet. Cada código funciona uma única vez.',
  },
  passwordReset: {
    en: 'The password of your Facet account was just reset with a link sent to this address.',
    es: 'Se acaba de restablecer la contraseña de tu cuenta de Facet con un enlace enviado a esta dirección.',
    pt: 'A senha da sua conta na Facet acabou de ser redefinida com um link enviado para este endereço.',
  },
  notYou: {
    en: 'If this was not you, reset your password at once and tell your administrator or write to us.',
    es: 'Si no has sido tú, restablece tu contraseña de inmediato y avisa a tu administrador o escríbenos.',
    pt: 'Se não foi você, redefina sua senha imediatamente e avise seu administrador ou escreva para nós.',
  },
});
