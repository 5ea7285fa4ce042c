import { problemMessages, type ProblemMessages } from '@facet/platform-api-client';
import { defineCatalogue, type Translations } from '@facet/platform-i18n';
import { requestProblems } from '@facet/platform-kernel';
import { sessionProblems } from '@facet/session-domain';
import type { SessionFieldProblem } from '@facet/session-domain';
import { accountSessionsCatalogue } from './screens/account-sessions/account-sessions-messages';
import { passkeyCatalogue } from './passkeys/passkey-messages';

export const sessionCatalogue = defineCatalogue('session', {
  loginTitle: { en: 'Sign in', es: 'Iniciar sesión', pt: 'Entrar' },
  adminLoginTitle: {
    en: 'Administrator sign in',
    es: 'Acceso de administración',
    pt: 'Acesso de administração',
  },
  appNavigation: { en: 'Your areas', es: 'Tus secciones', pt: 'Suas áreas' },
  navHome: { en: 'Home', es: 'Inicio', pt: 'Início' },
  navDashboard: { en: 'Dashboard', es: 'Panel', pt: 'Painel' },
  navAssessment: { en: 'Assessment', es: 'Evaluación', pt: 'Avaliação' },
  navResults: { en: 'Results', es: 'Resultados', pt: 'Resultados' },
  navAccount: { en: 'Account', es: 'Cuenta', pt: 'Conta' },
  navCompany: { en: 'Company', es: 'Empresa', pt: 'Empresa' },
  homeWelcome: {
    en: 'Welcome, {name}',
    es: 'Hola, {name}',
    pt: 'Olá, {name}',
  },
  homeTitle: { en: 'Home', es: 'Inicio', pt: 'Início' },
  adminForgotPasswordTitle: {
    en: 'Administrator password reset',
    es: 'Restablecer la contraseña de administración',
    pt: 'Redefinir a senha de administração',
  },
  adminSetPasswordTitle: {
    en: 'New administrator password',
    es: 'Nueva contraseña de administración',
    pt: 'Nova senha de administração',
  },
  email: { en: 'E-mail', es: 'Correo electrónico', pt: 'E-mail' },
  password: { en: 'Password', es: 'Contraseña', pt: 'Senha' },
  stayLoggedIn: {
    en: 'Stay logged in',
    es: 'Mantener la sesión iniciada',
    pt: 'Manter sessão iniciada',
  },
  signIn: { en: 'Sign in', es: 'Iniciar sesión', pt: 'Entrar' },
  forgotPasswordLink: {
    en: 'Forgot your password?',
    es: '¿Has olvidado tu contraseña?',
    pt: 'Esqueceu a senha?',
  },
  singleSignOnLink: {
    en: 'Sign in with single sign-on',
    es: 'Iniciar sesión con inicio de sesión único',
    pt: 'Entrar com login único',
  },
  termsNotice: {
    en: 'By signing in you accept the {terms} and the {privacy}.',
    es: 'Al iniciar sesión aceptas las {terms} y la {privacy}.',
    pt: 'Ao entrar, você aceita os {terms} e a {privacy}.',
  },
  termsOfUse: { en: 'terms of use', es: 'condiciones de uso', pt: 'termos de uso' },
  privacyPolicy: {
    en: 'privacy policy',
    es: 'política de privacidad',
    pt: 'política de privacidade',
  },
  wrongCredentials: {
    en: 'The e-mail or password is incorrect.',
    es: 'El correo electrónico o la contraseña no son correctos.',
    pt: 'O e-mail ou a senha estão incorretos.',
  },
  tooManyAttempts: {
    en: 'Too many attempts. Please wait a few minutes and try again.',
    es: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
    pt: 'Tentativas demais. Aguarde alguns minutos e tente novamente.',
  },
  outdatedTerms: {
    en: 'The terms of use or the privacy policy have changed. Sign in again to accept them.',
    es: 'Las condiciones de uso o la política de privacidad han cambiado. Inicia sesión de nuevo para aceptarlas.',
    pt: 'Os termos de uso ou a política de privacidade mudaram. Entre novamente para aceitá-los.',
  },
  loginFailed: {
    en: 'Sign in failed. Please try again.',
    es: 'No se ha podido iniciar sesión. Inténtalo de nuevo.',
    pt: 'Não foi possível entrar. Tente novamente.',
  },
  serverUnavailable: {
    en: 'Server unavailable. Try again later.',
    es: 'Servidor no disponible. Inténtalo más tarde.',
    pt: 'Servidor indisponível. Tente mais tarde.',
  },
  invalidRequest: {
    en: 'Please check the fields marked in the form.',
    es: 'Revisa los campos marcados en el formulario.',
    pt: 'Verifique os campos assinalados no formulário.',
  },
  forgotPasswordTitle: {
    en: 'Reset your password',
    es: 'Restablecer la contraseña',
    pt: 'Redefinir a senha',
  },
  forgotPasswordIntro: {
    en: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
    es: 'Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.',
    pt: 'Digite o e-mail da sua conta e enviaremos um link para escolher uma nova senha.',
  },
  sendResetLink: { en: 'Send link', es: 'Enviar enlace', pt: 'Enviar link' },
  resetLinkSent: {
    en: 'If an account uses this address, a link is on its way. It works for one hour.',
    es: 'Si alguna cuenta usa esta dirección, el enlace ya está en camino. Sirve durante una hora.',
    pt: 'Se alguma conta usa este endereço, o link já está a caminho. Ele vale por uma hora.',
  },
  backToSignIn: { en: 'Back to sign in', es: 'Volver a iniciar sesión', pt: 'Voltar para entrar' },
  setPasswordTitle: {
    en: 'Choose a new password',
    es: 'Elige una contraseña nueva',
    pt: 'Escolha uma nova senha',
  },
  newPassword: { en: 'New password', es: 'Contraseña nueva', pt: 'Nova senha' },
  confirmPassword: {
    en: 'Confirm the new password',
    es: 'Confirma la contraseña nueva',
    pt: 'Confirme a nova senha',
  },
  passwordRules: {
    en: 'At least 8 characters, with an uppercase letter, a lowercase letter and a number.',
    es: 'Al menos 8 caracteres, con una mayúscula, una minúscula y un número.',
    pt: 'Pelo menos 8 caracteres, com uma letra maiúscula, uma minúscula e um número.',
  },
  savePassword: { en: 'Save password', es: 'Guardar contraseña', pt: 'Salvar senha' },
  passwordSet: {
    en: 'Your new password is set. You can sign in with it now.',
    es: 'Tu contraseña nueva está guardada. Ya puedes iniciar sesión con ella.',
    pt: 'Sua nova senha foi salva. Já pode entrar com ela.',
  },
  linkNotValid: {
    en: 'This link is not valid. Please ask for a new one.',
    es: 'Este enlace no es válido. Pide uno nuevo.',
    pt: 'Este link não é válido. Peça um novo.',
  },
  linkExpiredOrUsed: {
    en: 'This link has expired or has already been used. Please ask for a new one.',
    es: 'Este enlace ha caducado o ya se ha usado. Pide uno nuevo.',
    pt: 'Este link expirou ou já foi usado. Peça um novo.',
  },
  askForNewLink: {
    en: 'Ask for a new link',
    es: 'Pedir un enlace nuevo',
    pt: 'Pedir um novo link',
  },
  registerTitle: { en: 'Create your account', es: 'Crea tu cuenta', pt: 'Crie sua conta' },
  name: { en: 'Name', es: 'Nombre', pt: 'Nome' },
  createAccount: { en: 'Create account', es: 'Crear cuenta', pt: 'Criar conta' },
  registerTermsNotice: {
    en: 'By creating an account you accept the {terms} and the {privacy}.',
    es: 'Al crear una cuenta aceptas las {terms} y la {privacy}.',
    pt: 'Ao criar uma conta, você aceita os {terms} e a {privacy}.',
  },
  registered: {
    en: 'Your account is ready. Please sign in.',
    es: 'Tu cuenta está lista. Inicia sesión.',
    pt: 'Sua conta está pronta. Entre para continuar.',
  },
  registerLinkExpired: {
    en: 'This registration link has expired. Ask the person who sent it for a new one.',
    es: 'Este enlace de registro ha caducado. Pide uno nuevo a quien te lo envió.',
    pt: 'Este link de cadastro expirou. Peça um novo a quem o enviou.',
  },
  registerCheckingLink: {
    en: 'Checking your invitation…',
    es: 'Comprobando tu invitación…',
    pt: 'Verificando seu convite…',
  },
  registerInvitedBy: {
    en: '{inviterName} invited you to join {companyName} as {role, select, admin {company administrator} manager {manager} candidate {candidate} other {employee}}.',
    es: '{inviterName} te ha invitado a unirte a {companyName} como {role, select, admin {administrador de la empresa} manager {responsable} candidate {candidato} other {empleado}}.',
    pt: '{inviterName} convidou você para entrar em {companyName} como {role, select, admin {administrador da empresa} manager {gestor} candidate {candidato} other {colaborador}}.',
  },
  registerInvitedTo: {
    en: '{companyName} invited you as {role, select, admin {company administrator} manager {manager} candidate {candidate} other {employee}}.',
    es: '{companyName} te ha invitado como {role, select, admin {administrador de la empresa} manager {responsable} candidate {candidato} other {empleado}}.',
    pt: '{companyName} convidou você como {role, select, admin {administrador da empresa} manager {gestor} candidate {candidato} other {colaborador}}.',
  },
  registerOwnAccount: {
    en: 'You are creating your own Facet account.',
    es: 'Estás creando tu propia cuenta de Facet.',
    pt: 'Você está criando sua própria conta Facet.',
  },
  registerEmailDescription: {
    en: 'The invitation was sent to this address; you will sign in with it.',
    es: 'La invitación se envió a esta dirección; iniciarás sesión con ella.',
    pt: 'O convite foi enviado para este endereço; você vai entrar com ele.',
  },
  registerLinkGone: {
    en: 'This invitation can no longer be used: it has expired, was cancelled or was used already. If you created your account with it, sign in; otherwise ask the person who invited you for a new one.',
    es: 'Esta invitación ya no se puede usar: ha caducado, se ha cancelado o ya se ha usado. Si ya creaste tu cuenta con ella, inicia sesión; si no, pide una nueva a quien te invitó.',
    pt: 'Este convite não pode mais ser usado: expirou, foi cancelado ou já foi usado. Se você já criou sua conta com ele, entre; caso contrário, peça um novo a quem convidou você.',
  },
  registerContextUnavailable: {
    en: 'We could not check this link just now. You can still create your account below.',
    es: 'No hemos podido comprobar este enlace ahora mismo. Aun así, puedes crear tu cuenta abajo.',
    pt: 'Não foi possível verificar este link agora. Mesmo assim, você pode criar sua conta abaixo.',
  },
  registrationFailed: {
    en: 'Registration failed. Please try again.',
    es: 'No se ha podido completar el registro. Inténtalo de nuevo.',
    pt: 'Não foi possível concluir o cadastro. Tente novamente.',
  },
  changePasswordTitle: { en: 'Change password', es: 'Cambiar contraseña', pt: 'Alterar senha' },
  currentPassword: { en: 'Current password', es: 'Contraseña actual', pt: 'Senha atual' },
  passwordChanged: {
    en: 'Your password has been changed.',
    es: 'Tu contraseña se ha cambiado.',
    pt: 'Sua senha foi alterada.',
  },
  accountMenu: { en: 'Account', es: 'Cuenta', pt: 'Conta' },
  signedInAs: { en: 'Signed in as {name}', es: 'Sesión de {name}', pt: 'Sessão de {name}' },
  diagnosticLink: { en: 'Diagnostic', es: 'Diagnóstico', pt: 'Diagnóstico' },
  profileLink: { en: 'My profile', es: 'Mi perfil', pt: 'Meu perfil' },
  companyPanelLink: { en: 'Company panel', es: 'Panel de empresa', pt: 'Painel da empresa' },
  dashboardLink: { en: 'Dashboard', es: 'Panel', pt: 'Painel' },
  signOut: { en: 'Sign out', es: 'Cerrar sesión', pt: 'Sair' },
  emailInUse: {
    en: 'An account already uses this e-mail address. Try signing in.',
    es: 'Ya hay una cuenta con este correo electrónico. Prueba a iniciar sesión.',
    pt: 'Já existe uma conta com este e-mail. Tente entrar.',
  },
  registerLinkUsed: {
    en: 'This registration link has already been used. If you created your account with it, sign in.',
    es: 'Este enlace de registro ya se ha usado. Si creaste tu cuenta con él, inicia sesión.',
    pt: 'Este link de cadastro já foi usado. Se você criou sua conta com ele, entre.',
  },
  accountGone: {
    en: 'No account uses this e-mail address any more.',
    es: 'Ya no hay ninguna cuenta con este correo electrónico.',
    pt: 'Já não existe conta com este e-mail.',
  },
  sessionEnded: {
    en: 'Your session has ended. Please sign in again.',
    es: 'Tu sesión ha terminado. Vuelve a iniciar sesión.',
    pt: 'Sua sessão terminou. Entre novamente.',
  },
  notSignedIn: {
    en: 'You are not signed in.',
    es: 'No has iniciado sesión.',
    pt: 'Você não está conectado.',
  },
  otherAdministrator: {
    en: 'This session belongs to another administrator. Sign in again.',
    es: 'Esta sesión pertenece a otro administrador. Vuelve a iniciar sesión.',
    pt: 'Esta sessão pertence a outro administrador. Entre novamente.',
  },
  crossSite: {
    en: 'This can only be done from the Facet web app.',
    es: 'Esto solo puede hacerse desde la aplicación web de Facet.',
    pt: 'Isso só pode ser feito pelo aplicativo web do Facet.',
  },
});

export type SessionMessage = keyof typeof sessionCatalogue.messages;

/** Every problem the shared schemas report, in each language; a missing code is a type error. */
const fieldProblemTranslations: Record<SessionFieldProblem, Translations> = {
  required: {
    en: 'This field is required.',
    es: 'Este campo es obligatorio.',
    pt: 'Este campo é obrigatório.',
  },
  emailInvalid: {
    en: 'Enter a valid e-mail address.',
    es: 'Escribe un correo electrónico válido.',
    pt: 'Digite um e-mail válido.',
  },
  emailTooLong: {
    en: 'The e-mail address is too long.',
    es: 'El correo electrónico es demasiado largo.',
    pt: 'O e-mail é longo demais.',
  },
  nameTooLong: {
    en: 'Use at most 45 characters.',
    es: 'Usa como máximo 45 caracteres.',
    pt: 'Use no máximo 45 caracteres.',
  },
  nameInvalid: {
    en: 'Use only letters, spaces, apostrophes, dots and hyphens.',
    es: 'Usa solo letras, espacios, apóstrofos, puntos y guiones.',
    pt: 'Use apenas letras, espaços, apóstrofos, pontos e hífens.',
  },
  passwordTooShort: {
    en: 'Use at least 8 characters.',
    es: 'Usa al menos 8 caracteres.',
    pt: 'Use pelo menos 8 caracteres.',
  },
  passwordTooLong: {
    en: 'Use at most 128 characters.',
    es: 'Usa como máximo 128 caracteres.',
    pt: 'Use no máximo 128 caracteres.',
  },
  passwordNeedsUppercase: {
    en: 'Add an uppercase letter.',
    es: 'Añade una letra mayúscula.',
    pt: 'Inclua uma letra maiúscula.',
  },
  passwordNeedsLowercase: {
    en: 'Add a lowercase letter.',
    es: 'Añade una letra minúscula.',
    pt: 'Inclua uma letra minúscula.',
  },
  passwordNeedsDigit: { en: 'Add a number.', es: 'Añade un número.', pt: 'Inclua um número.' },
  passwordTooCommon: {
    en: 'This password is too common. Choose one that is harder to guess.',
    es: 'Esta contraseña es demasiado común. Elige una más difícil de adivinar.',
    pt: 'Esta senha é comum demais. Escolha uma mais difícil de adivinhar.',
  },
  confirmationMismatch: {
    en: 'The passwords do not match.',
    es: 'Las contraseñas no coinciden.',
    pt: 'As senhas não coincidem.',
  },
  newPasswordSameAsCurrent: {
    en: 'The new password must differ from the current one.',
    es: 'La contraseña nueva debe ser distinta de la actual.',
    pt: 'A nova senha deve ser diferente da atual.',
  },
  currentPasswordWrong: {
    en: 'This is not your current password.',
    es: 'Esta no es tu contraseña actual.',
    pt: 'Esta não é sua senha atual.',
  },
  languageInvalid: {
    en: 'Choose English, Spanish or Portuguese.',
    es: 'Elige inglés, español o portugués.',
    pt: 'Escolha inglês, espanhol ou português.',
  },
  roleInvalid: {
    en: 'Choose manager or admin.',
    es: 'Elige responsable o administrador.',
    pt: 'Escolha gestor ou administrador.',
  },
  secondFactorCodeInvalid: {
    en: 'Enter the 6-digit code of your app or one of your recovery codes.',
    es: 'Escribe el código de 6 cifras de tu aplicación o uno de tus códigos de recuperación.',
    pt: 'Digite o código de 6 dígitos do seu aplicativo ou um dos seus códigos de recuperação.',
  },
  totpCodeInvalid: {
    en: 'Enter the 6-digit code your app shows.',
    es: 'Escribe el código de 6 cifras que muestra tu aplicación.',
    pt: 'Digite o código de 6 dígitos que seu aplicativo mostra.',
  },
  secondFactorProofMissing: {
    en: 'Enter a current code or your password.',
    es: 'Escribe un código actual o tu contraseña.',
    pt: 'Digite um código atual ou sua senha.',
  },
  passkeyNameTooLong: {
    en: 'Use at most 60 characters.',
    es: 'Usa 60 caracteres como máximo.',
    pt: 'Use no máximo 60 caracteres.',
  },
};

export const sessionFieldProblemCatalogue = defineCatalogue(
  'sessionFieldProblem',
  fieldProblemTranslations,
);

/** The Sessions tab's texts, its refusals' sentences among them. */
export { accountSessionsCatalogue };

/** The passkeys' texts (D100), their refusals' sentences among them. */
export { passkeyCatalogue };
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
    pt: 'Este acesso expirou. Digite sua senha de novo.',
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

/** The sentence for each cause the session API names by code. */
export const sessionProblemMessages = problemMessages(sessionProblems, {
  wrongCredentials: sessionCatalogue.messages.wrongCredentials,
  outdatedTerms: sessionCatalogue.messages.outdatedTerms,
  emailInUse: sessionCatalogue.messages.emailInUse,
  currentPasswordWrong: sessionFieldProblemCatalogue.messages.currentPasswordWrong,
  linkInvalid: sessionCatalogue.messages.linkNotValid,
  linkUsed: sessionCatalogue.messages.linkExpiredOrUsed,
  linkExpired: sessionCatalogue.messages.linkExpiredOrUsed,
  registrationLinkUsed: sessionCatalogue.messages.registerLinkUsed,
  registrationLinkExpired: sessionCatalogue.messages.registerLinkExpired,
  accountGone: sessionCatalogue.messages.accountGone,
  sessionEnded: sessionCatalogue.messages.sessionEnded,
  notSignedIn: sessionCatalogue.messages.notSignedIn,
  otherAdministrator: sessionCatalogue.messages.otherAdministrator,
  crossSite: sessionCatalogue.messages.crossSite,
  accountSessionNotFound: accountSessionsCatalogue.messages.sessionNotFound,
  thisSessionByLogout: accountSessionsCatalogue.messages.thisSessionByLogout,
  thisSessionUnknown: accountSessionsCatalogue.messages.thisSessionUnknown,
  passkeyNotVerified: passkeyCatalogue.messages.notVerified,
  passkeyAlreadyAdded: passkeyCatalogue.messages.alreadyAdded,
  passkeyNotFound: passkeyCatalogue.messages.notFound,
  secondFactorCodeWrong: secondFactorProblemCatalogue.messages.codeWrong,
  secondFactorChallengeExpired: secondFactorProblemCatalogue.messages.challengeExpired,
  noEnrolmentStarted: secondFactorProblemCatalogue.messages.noEnrolmentStarted,
  secondFactorAlreadyEnrolled: secondFactorProblemCatalogue.messages.alreadyEnrolled,
  noSecondFactor: secondFactorProblemCatalogue.messages.noSecondFactor,
});

/**
 * What the session screens say of a failed call, by its cause's code: the session API's own
 * causes, and the forms' words for a refused field and for too many attempts.
 */
export const sessionFailureMessages: ProblemMessages = {
  ...sessionProblemMessages,
  [requestProblems.invalid.code]: sessionCatalogue.messages.invalidRequest,
  [requestProblems.rateLimited.code]: sessionCatalogue.messages.tooManyAttempts,
};
